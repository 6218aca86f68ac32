import { expect, test } from "@playwright/test";
import { e2eAdmin } from "#tests/support/e2e-env.ts";
import { registerClient, signInThroughApi } from "#tests/support/e2e-users.ts";

/** Targets that name another host once a browser resolves them (issue 11), and their plain forms. */
const leavingTargets = [
  "/.//evil.example",
  "/..//evil.example",
  "/a/..//evil.example",
  "//evil.example",
  "/\\evil.example",
  "\\\\evil.example",
  "/%2F%2Fevil.example",
  "https://evil.example",
  "javascript:alert(1)",
];

test.describe("a signed-in visitor's redirectTo never leaves the site", () => {
  for (const [page, fallback] of [
    ["/auth", "/client-dashboard"],
    ["/crm-login", "/admin-crm"],
  ] as const) {
    test(`${page} and its .data request`, async ({ playwright, baseURL }) => {
      const request = await playwright.request.newContext({ baseURL });
      if (page === "/auth") await registerClient(request);
      else await signInThroughApi(request, e2eAdmin);
      for (const target of leavingTargets) {
        const query = `redirectTo=${encodeURIComponent(target)}`;
        const document = await request.get(`${page}?${query}`, { maxRedirects: 0 });
        expect(document.status(), target).toBe(302);
        expect(document.headers()["location"], target).toBe(fallback);

        const data = await request.get(`${page}.data?${query}`, { maxRedirects: 0 });
        const body = await data.text();
        expect(body, target).toContain(fallback);
        expect(body, target).not.toContain("evil.example");
      }
      const kept = await request.get(`${page}?redirectTo=${encodeURIComponent("/a/../dashboard?x=1")}`, {
        maxRedirects: 0,
      });
      expect(kept.headers()["location"]).toBe("/dashboard?x=1");
      await request.dispose();
    });
  }
});
