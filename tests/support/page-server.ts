import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import { createPageHandler } from "#server/http/page-handler.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface PageServer {
  testApp: TestApp;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The whole app, pages included, listening on a free port: React Router runs as in development (Vite compiles the
 * routes on demand), so no build is needed before the test.
 */
export async function startPageServer(env: Record<string, string> = {}): Promise<PageServer> {
  let vite: ViteDevServer | undefined;
  let testApp: TestApp | undefined;
  let server: http.Server | undefined;
  const close = async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await vite?.close();
    await testApp?.close();
  };
  try {
    vite = await createServer({ server: { middlewareMode: true, hmr: false, watch: null }, logLevel: "silent" });
    const viteServer = vite;
    const pageHandler = createPageHandler(
      () => viteServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
      "test",
    );
    testApp = await createTestApp(env, { pageHandler });
    server = http.createServer(testApp.app).listen(0, "127.0.0.1");
    await new Promise((resolve) => server!.once("listening", resolve));
    return { testApp, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** A page as a signed-in person gets it (GET), or a form posted to it from the site itself; comment markers dropped. */
export async function sendPage(server: PageServer, path: string, cookie: string, form?: Record<string, string>) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: cookie,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  return { status: res.status, text: (await res.text()).replace(/<!-- -->/g, "") };
}
