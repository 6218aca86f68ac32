import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#app/areas/identity/auth/session.server.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";
import { apiRoutes } from "#server/composition/api-routes.ts";
import { staffRoles, type StaffRole } from "#app/lib/permissions.ts";

/** The staff roles a back-office route lets in (docs/operators/roles.md), written out rather than derived. */
const ADMIN = ["admin"] as const;
const OFFICE = ["admin", "office"] as const;
/** A project's daily work, which a technician does on the projects they manage (others answer 404, not 403). */
const PROJECT_WORK = ["admin", "office", "technician"] as const;
/** A visit's outcome, which a technician records on the appointments assigned to them (others answer 404, not 403). */
const VISIT_WORK = ["admin", "office", "technician"] as const;
/** A lead's work, which a sales rep does on their own and unassigned leads (others answer 404, not 403). */
const LEAD_WORK = ["admin", "office", "sales"] as const;
/** A service ticket's work, which a technician does on the tickets assigned to them (others answer 404, not 403). */
const TICKET_WORK = ["admin", "office", "technician"] as const;
/** The document library's list: every staff role reads it (the assistant quotes staff documents to all staff). */
const STAFF = ["admin", "office", "sales", "technician"] as const;
type StaffRoles = readonly StaffRole[];

/**
 * Walks every registered API route as anonymous, a client and each staff role, against the access written out
 * below. The list is the reviewed expectation, not read from the routes' own declarations: a staff route declared
 * `public` or given to a role by mistake fails here, and so does a new route nobody added to the list.
 */
const expectedAccess: Readonly<Record<string, "public" | "signedIn" | StaffRoles>> = {
  "GET /api/health": "public",
  "GET /api/ready": "public",
  "GET /api/user": "signedIn",
  "POST /api/login": "public",
  // The code after the password: it needs the pending sign-in the password step set.
  "POST /api/login/two-factor": "public",
  "POST /api/register": "public",
  "POST /api/logout": "public",
  "POST /api/user/profile": "signedIn",
  "POST /api/user/change-password": "signedIn",
  "POST /api/user/verify-email/resend": "signedIn",
  "POST /api/password-reset/request": "public",
  "POST /api/password-reset/confirm": "public",
  "GET /api/admin/users": ADMIN,
  "POST /api/admin/users/:id/role": ADMIN,
  "POST /api/admin/users/:id/disabled": ADMIN,
  "POST /api/admin/users/:id/two-factor-reset": ADMIN,
  "GET /api/admin/staff": ADMIN,
  "POST /api/admin/staff": ADMIN,
  "POST /api/admin/staff/:id/invitation": ADMIN,
  "PATCH /api/admin/staff/:id": ADMIN,
  // The settings: the role policy and the audit trail's retention (decision 0137).
  "GET /api/admin/settings": ADMIN,
  "PATCH /api/admin/settings": ADMIN,
  // The audit trail: its page as JSON, and its CSV (issue 26 §3). Nobody may change it.
  "GET /api/admin/audit-events": ADMIN,
  "GET /api/admin/audit": ADMIN,
  // The footer's code check: open to anyone, rate-limited, and it grants nothing (auth spec, SPEC §6).
  "POST /api/admin/access-code": "public",
  "POST /api/solar-form": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter/subscribe": "public",
  "POST /api/newsletter/unsubscribe": "public",
  "POST /api/errors": "public",
  "POST /api/performance": "public",
  // The analytics page's figures: every lead is counted, so a lead's `any` reach (decision 0197).
  "GET /api/analytics/leads": OFFICE,
  "GET /api/analytics/funnel": OFFICE,
  "GET /api/analytics/sales": OFFICE,
  "GET /api/analytics/speed-to-lead": OFFICE,
  // The site's telemetry on the analytics page: the admin's, as /admin/vitals is.
  "GET /api/analytics/web-vitals": ADMIN,
  "GET /api/analytics/figures.csv": OFFICE,
  // Its later sections read every appointment, order, project and ticket: the office's (their entity's `any` reach).
  "GET /api/analytics/bookings": OFFICE,
  "GET /api/analytics/shop": OFFICE,
  "GET /api/analytics/installs": OFFICE,
  "GET /api/analytics/service": OFFICE,
  "GET /api/admin/leads": LEAD_WORK,
  "GET /api/admin/leads.csv": LEAD_WORK,
  "GET /api/admin/leads/:id": LEAD_WORK,
  "POST /api/admin/leads/:id/status": LEAD_WORK,
  "PATCH /api/admin/leads/:id/deal": LEAD_WORK,
  "POST /api/admin/leads/:id/spam": LEAD_WORK,
  "POST /api/admin/leads/:id/notes": LEAD_WORK,
  "POST /api/admin/leads/:id/assignee": LEAD_WORK,
  "POST /api/admin/leads/:id/tasks": LEAD_WORK,
  "POST /api/admin/tasks/:id/complete": LEAD_WORK,
  // The pipeline board: the leads a caller works, a sales rep's own and unassigned ones (issue 27 §2).
  "GET /api/crm/board": LEAD_WORK,
  // The CRM's customers: a sales rep reads and exports their own and unowned ones (others answer 404); changing and
  // merging customers is the office's.
  "GET /api/crm/customers": LEAD_WORK,
  "GET /api/crm/customers.csv": LEAD_WORK,
  "GET /api/crm/customers/:id": LEAD_WORK,
  "PATCH /api/crm/customers/:id": OFFICE,
  "POST /api/crm/customers/merge": OFFICE,
  // Importing a CSV may merge a row into any customer: the office's, as merging is (decision 0141).
  "POST /api/crm/import": OFFICE,
  "POST /api/crm/customers/:id/activities": LEAD_WORK,
  "POST /api/crm/customers/:id/referrer": OFFICE,
  "GET /api/crm/referrals": LEAD_WORK,
  "GET /api/crm/referrals.csv": LEAD_WORK,
  "POST /api/crm/referrals/:id/paid": OFFICE,
  "GET /api/crm/tasks": LEAD_WORK,
  "GET /api/admin/subscribers": OFFICE,
  "GET /api/admin/subscribers.csv": OFFICE,
  "GET /api/admin/outbox": OFFICE,
  "POST /api/admin/outbox/:id/retry": OFFICE,
  "POST /api/admin/outbox/:id/resend": OFFICE,
  "POST /api/orders": "public",
  // The order's owner or staff see it; anyone else gets 404 (scoped query), so it is open to call.
  "GET /api/orders/:orderNumber": "public",
  // Stripe's servers post here; only an event signed with STRIPE_WEBHOOK_SECRET is believed.
  "POST /api/stripe/webhook": "public",
  "GET /api/products": "public",
  "GET /api/products/:slug": "public",
  "POST /api/cart/quote": "public",
  "GET /api/cart": "signedIn",
  "PUT /api/cart": "signedIn",
  "POST /api/cart/merge": "signedIn",
  "GET /api/admin/orders": OFFICE,
  "GET /api/admin/orders.csv": OFFICE,
  "POST /api/admin/orders/:id/status": OFFICE,
  "GET /api/admin/products": OFFICE,
  "GET /api/admin/products.csv": OFFICE,
  "POST /api/admin/products": OFFICE,
  "POST /api/admin/products/:id/stock": OFFICE,
  "POST /api/admin/products/:id/update": OFFICE,
  "POST /api/admin/products/:id/active": OFFICE,
  "GET /api/admin/inventory-adjustments": OFFICE,
  "GET /api/admin/inventory-adjustments.csv": OFFICE,
  // The portal: a client's own projects (an admin's: all), each read through a query scoped to its client.
  "GET /api/projects": "signedIn",
  "GET /api/projects/:projectId": "signedIn",
  "GET /api/projects/:projectId/messages": "signedIn",
  "POST /api/projects/:projectId/messages": "signedIn",
  "POST /api/projects/:projectId/documents": "signedIn",
  "GET /api/projects/:projectId/documents/:documentId": "signedIn",
  "GET /api/projects/:projectId/documents/:documentId/view": "signedIn",
  // The document library (issue 31): the office keeps it, staff list it, a file goes to its audience (others 404).
  "GET /api/documents": STAFF,
  "POST /api/documents": OFFICE,
  "POST /api/documents/:documentId/replace": OFFICE,
  "POST /api/documents/:documentId/reindex": OFFICE,
  "DELETE /api/documents/:documentId": OFFICE,
  "GET /api/documents/:documentId/file": "public",
  "GET /api/documents/:documentId/view": "public",
  // The assistant: anyone asks, and is answered from what they may read.
  "POST /api/chat": "public",
  "GET /api/chat/conversations": "signedIn",
  "GET /api/chat/conversations/:id": "signedIn",
  "POST /api/chat/conversations/:id/delete": "signedIn",
  "POST /api/projects/:projectId/action-items/:actionItemId/confirm": "signedIn",
  "POST /api/user/project-mail-settings": "signedIn",
  "POST /api/admin/projects": OFFICE,
  "POST /api/admin/project-stages/:id/change": PROJECT_WORK,
  "POST /api/admin/projects/:id/updates": PROJECT_WORK,
  "POST /api/admin/projects/:id/action-items": PROJECT_WORK,
  "POST /api/admin/project-action-items/:id/cancel": PROJECT_WORK,
  "POST /api/admin/project-updates/:id/delete": PROJECT_WORK,
  "POST /api/admin/projects/:id/invitation": OFFICE,
  "POST /api/admin/projects/:id/details": OFFICE,
  "POST /api/admin/leads/:id/project": OFFICE,
  "GET /api/bookings/available-slots": "public",
  "POST /api/bookings/create": "public",
  "GET /api/bookings/invite/:token": "public",
  "GET /api/plan-visit/:token": "public",
  "POST /api/plan-visit/:token/book": "public",
  "GET /api/bookings/feed/:file": "public",
  "GET /api/admin/appointments": VISIT_WORK,
  // A technician reads the visits assigned to them but exports none.
  "GET /api/admin/appointments.csv": OFFICE,
  "POST /api/admin/appointments/:id/done": VISIT_WORK,
  "POST /api/admin/appointments/:id/no-show": VISIT_WORK,
  "PATCH /api/admin/appointments/:id/technician": OFFICE,
  "POST /api/admin/appointments/:id/cancel": OFFICE,
  "POST /api/admin/appointments/:id/reschedule": OFFICE,
  "POST /api/admin/booking-blocks/:id/remove": OFFICE,
  "POST /api/admin/booking-blocks": OFFICE,
  "POST /api/admin/booking-closed-days": OFFICE,
  "POST /api/admin/booking-closed-days/remove": OFFICE,
  "POST /api/admin/booking-feed/regenerate": OFFICE,
  // Service records (issue 28): a site or system is read through the reader's site scope, a client's own, a
  // technician's assigned, a sales rep's customers' (others answer 404); the lists and every change are the office's.
  "GET /api/service/sites/:id": "signedIn",
  "GET /api/service/systems/:id": "signedIn",
  // Service tickets (issue 28 §3): the list and a ticket are reads scoped to a client's own, a technician's assigned
  // and the office's any (a sales rep finds none; others answer 404); the CSV and assignment are the office's.
  "GET /api/service/tickets": "signedIn",
  "GET /api/service/tickets/:id": "signedIn",
  // Opening a ticket and its photos: a client on their own sites, the office on any (others 404 or 403 in the
  // service, decision 0174), so the route itself is open to every signed-in person.
  "POST /api/service/tickets": "signedIn",
  "POST /api/service/tickets/:id/photos": "signedIn",
  "GET /api/service/tickets/:id/photos/:photoId": "signedIn",
  "GET /api/service/tickets.csv": OFFICE,
  "POST /api/service/tickets/:id/status": TICKET_WORK,
  "POST /api/service/tickets/:id/contacts": TICKET_WORK,
  "POST /api/service/tickets/:id/assignment": OFFICE,
  "GET /api/service/accounts": OFFICE,
  "GET /api/service/accounts.csv": OFFICE,
  "GET /api/service/warranties": OFFICE,
  "GET /api/service/warranties.csv": OFFICE,
  "GET /api/service/equipment": OFFICE,
  "GET /api/service/equipment.csv": OFFICE,
  "POST /api/service/sites": OFFICE,
  "PATCH /api/service/sites/:id": OFFICE,
  "POST /api/service/systems": OFFICE,
  "PATCH /api/service/systems/:id": OFFICE,
  "POST /api/service/systems/:id/equipment": OFFICE,
  "PATCH /api/service/equipment/:id": OFFICE,
  // Field work (issue 28 §3, §4): the office schedules, moves and cancels visits; the technician works their own
  // visits and tickets (another's answers 404), as does the office.
  "POST /api/service/tickets/:id/visits": OFFICE,
  "POST /api/service/visits/:id/reschedule": OFFICE,
  "POST /api/service/visits/:id/cancel": OFFICE,
  "POST /api/service/tickets/:id/parts": VISIT_WORK,
  "POST /api/service/visits/:id/start": VISIT_WORK,
  "POST /api/service/visits/:id/notes": VISIT_WORK,
  "POST /api/service/visits/:id/complete": VISIT_WORK,
  "GET /api/service/tickets/:id/claims": TICKET_WORK,
  "GET /api/service/claims": OFFICE,
  "GET /api/service/claims.csv": OFFICE,
  "POST /api/service/tickets/:id/claims": OFFICE,
  "POST /api/service/claims/:id": OFFICE,
  // Maintenance plans (issue 29 §1) are site records: the templates, the due list and every plan write are the office's.
  "GET /api/service/plan-templates": OFFICE,
  "GET /api/service/visits/due": OFFICE,
  "GET /api/service/visits/due.csv": OFFICE,
  "POST /api/service/plans": OFFICE,
  "POST /api/service/plans/:id/renew": OFFICE,
  "POST /api/service/plans/:id/cancel": OFFICE,
  // Booking a due visit schedules a ticket's visit: the ticket permission scheduling takes, the office's too.
  "POST /api/service/plan-visits/:id/book": OFFICE,
  "POST /api/service/plan-visits/:id/cancel-booking": OFFICE,
  "POST /api/service/plan-visits/:id/done": OFFICE,
  // A plan bought in the shop: its buyer says where it applies (their own order's line; anyone else's answers 404).
  "POST /api/account/plan-purchases/:id/site": "signedIn",
  // A system's production (issue 29 §2) is read through its site's scope; imports and monitoring settings are the office's.
  "GET /api/service/systems/:id/production": "signedIn",
  "POST /api/service/systems/:id/production": OFFICE,
  "PATCH /api/service/systems/:id/monitoring": OFFICE,
  "POST /api/service/shutoff-days": OFFICE,
  "POST /api/service/shutoff-days/:id/remove": OFFICE,
  // A system's monitoring connector (decision 0199): the office's, like its other monitoring settings.
  "PATCH /api/service/systems/:id/monitoring-connector": OFFICE,
  "POST /api/service/systems/:id/monitoring-connector/remove": OFFICE,
};

const routeKey = (route: (typeof apiRoutes)[number]) => `${route.method.toUpperCase()} ${route.path}`;

let testApp: TestApp;
let client: TestUser;
const staff = {} as Record<StaffRole, TestUser>;
beforeAll(async () => {
  testApp = await createTestApp();
  client = await createTestUser(testApp, { userType: "client" });
  for (const role of staffRoles) staff[role] = await createTestUser(testApp, { userType: role });
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
  it("has a reviewed expectation for every registered route, and a route for every expectation, once each", () => {
    const registered = apiRoutes.map(routeKey);
    expect(new Set(registered).size, "a method and path registered twice").toBe(registered.length);
    expect([...registered].sort()).toEqual(Object.keys(expectedAccess).sort());
  });

  for (const route of apiRoutes) {
    const access = expectedAccess[routeKey(route)] ?? ADMIN;
    const name = `${routeKey(route)} (${typeof access === "string" ? access : access.join(", ")})`;
    const letsIn = (role: "client" | StaffRole) =>
      access === "public" || access === "signedIn" || (role !== "client" && access.includes(role));

    it(`${name}: anonymous`, async () => {
      const res = await call(route, null);
      if (access === "public") expect(res.status).not.toBe(401);
      else {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: "Please sign in to continue" });
      }
    });

    for (const role of ["client", ...staffRoles] as const) {
      it(`${name}: ${role}`, async () => {
        const res = await call(route, role === "client" ? client : staff[role]);
        if (letsIn(role)) {
          expect([401, 403]).not.toContain(res.status);
          expect(res.status).toBeLessThan(500);
        } else {
          expect(res.status).toBe(403);
          expect(res.body).toEqual({ message: "You don't have permission to do this" });
        }
      });
    }
  }
});

describe("the client address the rate limits see", () => {
  it("ignores a forged X-Forwarded-For under the default TRUST_PROXY=0", async () => {
    const app = await createTestApp({ FORM_RATE_LIMIT_PER_HOUR: "2" });
    try {
      const send = (email: string, forwardedFor: string) =>
        request(app.app).post("/api/newsletter/subscribe").set("X-Forwarded-For", forwardedFor).send({ email });
      expect((await send("first@example.com", "198.51.100.1")).status).toBe(200);
      expect((await send("second@example.com", "198.51.100.2")).status).toBe(200);
      // A third address in the header changes nothing: the socket's address has used its two.
      expect((await send("third@example.com", "198.51.100.3")).status).toBe(429);
    } finally {
      await app.close();
    }
  });
});
