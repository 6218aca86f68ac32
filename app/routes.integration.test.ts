import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendPage, startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { publicPagePaths } from "#tests/support/public-pages.ts";
import { legacyRedirects } from "./route-table.ts";

/** The routes built from the route table, as any visitor's browser gets them; their look is walked in the e2e suite. */
let server: PageServer;
beforeAll(async () => {
  server = await startPageServer();
}, 120_000);
afterAll(() => server?.close());

const get = (path: string) => sendPage(server, path, "");

describe("the route table's pages", () => {
  // Link targets from e-mails answer 400 without their token (the walk opens them with one).
  const paths = publicPagePaths.filter((path) => !["/newsletter/unsubscribe", "/verify-email"].includes(path));
  for (const path of paths) {
    it(`${path} answers with its h1, not the not-found card`, async () => {
      const page = await get(path);
      expect(page.status).toBeLessThan(400);
      expect(page.text).toMatch(/<h1[\s>]/);
      expect(page.text).not.toContain("404 Page Not Found");
    });
  }

  it("answers an unknown path with 404 and the not-found card", async () => {
    const page = await get("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.text).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    expect(page.text).toContain("Did you forget to add the page to the router?");
  });

  it("sends a signed-out visitor from a staff page to its sign-in, with the way back and its query", async () => {
    for (const path of ["/admin/errors", "/admin/vitals"]) {
      const res = await fetch(`${server.baseUrl}${path}?window=24h`, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe(`/auth?redirectTo=${encodeURIComponent(`${path}?window=24h`)}`);
    }
  });

  it("sends every legacy path on with a 301 to its page", async () => {
    expect(Object.keys(legacyRedirects).length).toBeGreaterThan(10);
    for (const [from, to] of Object.entries(legacyRedirects)) {
      const res = await fetch(`${server.baseUrl}${from}`, { redirect: "manual" });
      expect(res.status, from).toBe(301);
      expect(res.headers.get("location"), from).toBe(to);
    }
  });
});
