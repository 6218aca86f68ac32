import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { matchPath } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTable } from "#app/route-table.ts";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";

/**
 * Walks the route table and the API table: whatever is added to either is checked here by its declared access.
 * Pages are answered by a stand-in for React Router; the headers are set before any page is rendered.
 */
const prerenderedDir = fs.mkdtempSync(path.join(os.tmpdir(), "cache-headers-"));
fs.writeFileSync(path.join(prerenderedDir, "index.html"), "<html><body>prerendered home</body></html>");

let testApp: TestApp;
let client: TestUser;
let admin: TestUser;
beforeAll(async () => {
  testApp = await createTestApp({}, { prerenderedDir, pageHandler: (_req, res) => void res.send("rendered page") });
  client = await createTestUser(testApp, { userType: "client" });
  admin = await createTestUser(testApp, { userType: "admin" });
});
afterAll(async () => {
  await testApp.close();
  fs.rmSync(prerenderedDir, { recursive: true, force: true });
});

const concrete = (routePath: string) => routePath.replace(/:\w+/g, "00000000-0000-4000-8000-000000000000");
const dataUrl = (pagePath: string) => (pagePath === "/" ? "/_root.data" : `${pagePath}.data`);

async function get(url: string, as: TestUser | null) {
  const req = request(testApp.app).get(url);
  if (as) req.set("Cookie", `sid=${await createSession(testApp.services.db, as.id, null)}`);
  return req;
}

describe("Cache-Control on pages", () => {
  for (const page of pageTable.filter((entry) => entry.access !== "public")) {
    for (const url of [concrete(page.path), dataUrl(concrete(page.path))]) {
      it(`${url} (${page.access}) is private and never stored, for every visitor`, async () => {
        for (const as of [null, client, admin]) {
          expect((await get(url, as)).headers["cache-control"]).toBe("private, no-store");
        }
      });
    }
  }

  // A reviewed list, not the declaration it checks: each of these shows one visitor's order, appointment, address
  // or invitation by a secret in its URL or the browser's order cookie, though anyone may open the page.
  const personalPublicPages = [
    "/newsletter/unsubscribe?token=abc",
    "/shop/order/confirmation/SO-ABCD-1234",
    "/resources/book-appointment/manage/abc.def",
    "/plan-visit/abc",
    "/reset-password?token=abc",
    "/verify-email?token=abc",
    "/staff-invitation/abc",
  ];
  for (const page of personalPublicPages) {
    const [pagePathOnly, query] = page.split("?");
    for (const url of [page, `${dataUrl(pagePathOnly!)}${query ? `?${query}` : ""}`]) {
      it(`${url} (public, one visitor's) is private and never stored, even anonymously`, async () => {
        expect((await get(url, null)).headers["cache-control"]).toBe("private, no-store");
      });
    }
  }

  const sharedPages = pageTable.filter(
    (entry) =>
      entry.access === "public" && !personalPublicPages.some((url) => matchPath(entry.path, url.split("?")[0]!)),
  );
  for (const page of sharedPages) {
    for (const url of [concrete(page.path), dataUrl(concrete(page.path))]) {
      it(`${url} (public) varies by cookie, and is private once signed in`, async () => {
        const anonymous = await get(url, null);
        expect(anonymous.headers.vary).toMatch(/\bCookie\b/);
        expect(anonymous.headers["cache-control"]).toBeUndefined();
        expect((await get(url, client)).headers["cache-control"]).toBe("private, no-store");
      });
    }
  }

  it("serves the prerendered home page with Vary: Cookie", async () => {
    const res = await get("/", null);
    expect(res.text).toContain("prerendered home");
    expect(res.headers.vary).toMatch(/\bCookie\b/);
  });

  it("matches staff paths as the router does: any letter case, trailing slash", async () => {
    for (const url of ["/ADMIN", "/Admin-CRM/", "/admin-crm/leads/abc/", "/Dashboard.data"]) {
      expect((await get(url, admin)).headers["cache-control"], url).toBe("private, no-store");
      expect((await get(url, null)).headers["cache-control"], url).toBe("private, no-store");
    }
  });

  it("keeps unknown paths out of shared caches", async () => {
    expect((await get("/no-such-page", null)).headers["cache-control"]).toBe("private, no-store");
  });
});

describe("Cache-Control on the API", () => {
  it("/api/user answers the signed-in visitor privately", async () => {
    const res = await get("/api/user", client);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  for (const route of apiRoutes) {
    it(`${route.method.toUpperCase()} ${route.path} (${route.access}) is never stored`, async () => {
      for (const as of [null, client, admin]) {
        const req = request(testApp.app)[route.method](concrete(route.path));
        if (as) req.set("Cookie", `sid=${await createSession(testApp.services.db, as.id, null)}`);
        const res = route.method === "get" ? await req : await req.send({});
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
    });
  }
});
