import http from "node:http";
import type { AddressInfo } from "node:net";
import { createPageHandler } from "#server/http/page-handler.ts";
import { pageServerBuild } from "./page-build.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface PageServer {
  testApp: TestApp;
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * The whole app, pages included, listening on a free port: the pages are the site's production build, made once per
 * test run (page-build.ts), rendered per request (the prerendered copies are left out).
 */
export async function startPageServer(env: Record<string, string> = {}): Promise<PageServer> {
  let testApp: TestApp | undefined;
  let server: http.Server | undefined;
  const close = async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    await testApp?.close();
  };
  try {
    const pageHandler = createPageHandler(await pageServerBuild(), "test");
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
