import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/features/auth/session.server.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";
import { createTestUser, type TestUser } from "../../tests/support/users.ts";
import { apiRoutes } from "./api-routes.ts";

/**
 * Walks every registered API route as anonymous, client and admin. A route is
 * only reachable beyond its declared access if its guard is missing, so a route
 * added without the right declaration fails here.
 */
let testApp: TestApp;
let client: TestUser;
let admin: TestUser;
beforeAll(async () => {
  testApp = await createTestApp();
  client = await createTestUser(testApp, { userType: "client" });
  admin = await createTestUser(testApp, { userType: "admin" });
});
afterAll(() => testApp.close());

const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000";
const concretePath = (path: string) => path.replace(/:(\w+)/g, PLACEHOLDER_ID);

/** Each call gets a session of its own, so a route that ends sessions (sign-out) cannot disturb the next. */
async function call(route: (typeof apiRoutes)[number], as: TestUser | null) {
  const req = request(testApp.app)[route.method](concretePath(route.path));
  if (as) req.set("Cookie", `sid=${await createSession(testApp.services.db, as.id, null)}`);
  return route.method === "get" ? req : req.send({});
}

describe("API access matrix", () => {
  it("declares a known access for every route, once per method and path", () => {
    const seen = new Set<string>();
    for (const route of apiRoutes) {
      expect(["public", "signedIn", "admin"], `${route.method} ${route.path}`).toContain(route.access);
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key), `${key} is registered twice`).toBe(false);
      seen.add(key);
    }
  });

  for (const route of apiRoutes) {
    const name = `${route.method.toUpperCase()} ${route.path} (${route.access})`;

    it(`${name}: anonymous`, async () => {
      const res = await call(route, null);
      if (route.access === "public") expect(res.status).not.toBe(401);
      else {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Please sign in to continue" });
      }
    });

    it(`${name}: client`, async () => {
      const res = await call(route, client);
      if (route.access === "admin") {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ message: "You don't have permission to do this" });
      } else expect([401, 403]).not.toContain(res.status);
    });

    it(`${name}: admin`, async () => {
      const res = await call(route, admin);
      expect([401, 403]).not.toContain(res.status);
      expect(res.status).toBeLessThan(500);
    });
  }
});
