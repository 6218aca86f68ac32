import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTable } from "#app/route-table.ts";
import { insertLead } from "#tests/support/leads.ts";
import { pagesWithActions } from "#tests/support/page-actions.ts";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser } from "#tests/support/users.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";

/**
 * Issue 27 §7: a technician gets 403 on every CRM route. The routes and pages are read from the API table and the
 * route table, so a CRM route or page added later is walked the day it is added; an office member opening the same
 * pages shows the walk reaches them (not a 404 of a wrong id).
 */

const crmRoutes = apiRoutes.filter((route) => route.path.startsWith("/api/crm"));
const crmPages = pageTable.map((page) => page.path).filter((path) => /^\/platform\/crm(\/|$)/.test(path));
const crmPageActions = pagesWithActions().filter((path) => crmPages.includes(path));

let server: PageServer;
let technicianCookie: string;
let officeCookie: string;
let customerId: string;

beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  technicianCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "technician" })).id);
  officeCookie = await signedInCookie(testApp, (await createTestUser(testApp, { userType: "office" })).id);
  customerId = (await insertLead(testApp.services.db, { email: "walk@example.com" })).customerId!;
}, 120_000);
afterAll(() => server?.close());

const urlOf = (path: string) => path.replace(/:\w+/g, customerId);

async function send(path: string, cookie: string, form = false) {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      Cookie: cookie,
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl } : {}),
    },
    body: form ? "" : undefined,
    redirect: "manual",
  });
  return { status: res.status, text: await res.text() };
}

describe("a technician", () => {
  it("finds the CRM's API routes and pages in the tables", () => {
    expect(crmRoutes.length).toBeGreaterThanOrEqual(7);
    expect(crmPages).toEqual(expect.arrayContaining(["/platform/crm", "/platform/crm/customers/:id"]));
    expect(crmPageActions.length).toBeGreaterThan(0);
  });

  it("gets 403 from every /api/crm route, whatever the method", async () => {
    for (const route of crmRoutes) {
      const call = request(server.testApp.app)[route.method](urlOf(route.path)).set("Cookie", technicianCookie);
      const res = route.method === "get" ? await call : await call.send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
      expect(res.body).toEqual({ message: "You don't have permission to do this" });
    }
  });

  it("gets Access Denied on every /platform/crm page, its data and its form posts, where the office gets the page", async () => {
    for (const path of crmPages) {
      const url = urlOf(path);
      const page = await send(url, technicianCookie);
      expect(page.status, url).toBe(403);
      expect(page.text).toMatch(/<h1[^>]*>Access Denied<\/h1>/);
      const data = await send(`${url}.data`, technicianCookie);
      expect(data.status, `${url}.data`).toBe(403);
      expect(data.text).toContain('"access-denied"');
      expect((await send(url, officeCookie)).status, `${url} as the office`).toBe(200);
    }
    for (const path of crmPageActions) {
      expect((await send(urlOf(path), technicianCookie, true)).status, `POST ${path}`).toBe(403);
    }
  });
});
