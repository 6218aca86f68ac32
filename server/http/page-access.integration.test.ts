import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users as usersTable } from "#app/areas/identity/tables.server.ts";
import { enqueueMails, mailOutbox } from "#app/areas/messaging/index.server.ts";
import { products } from "#app/areas/commerce/index.server.ts";
import { installedSystems, sites } from "#app/areas/delivery/tables.server.ts";
import { insertTicket } from "#tests/support/service-tickets.ts";
import { pageTable, type SignInPath } from "#app/route-table.ts";
import { insertLead } from "#tests/support/leads.ts";
import { placeTestOrder } from "#tests/support/orders.ts";
import { pagesWithActions } from "#tests/support/page-actions.ts";
import { seedProject } from "#tests/support/projects.ts";
import { startPageServer, type PageServer } from "#tests/support/page-server.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestUser, type TestUser } from "#tests/support/users.ts";

/**
 * Every page of the route table, opened as anonymous, a client and an admin, as a document and as the `.data`
 * request of a client-side navigation, and every page action posted likewise, against the answers written out
 * below. The list is the reviewed expectation, not read from the route table: a staff page declared `public` by
 * mistake fails here, and so does a new page nobody added to the list.
 */

type Identity = "anonymous" | "client" | "admin";
/** The page itself (200, its own 400 without a token, 404 for a link that names nothing); not found (another's order); Access Denied; sent to sign in with the way back. */
type Answer = 200 | 400 | 403 | 404 | `sign in at ${SignInPath}` | `redirect to ${string}`;
type Expected = Record<Identity, Answer>;

const open: Expected = { anonymous: 200, client: 200, admin: 200 };
const ownTokenRefused: Expected = { anonymous: 400, client: 400, admin: 400 };
const unknownLink: Expected = { anonymous: 404, client: 404, admin: 404 };
const signedIn: Expected = { anonymous: "sign in at /auth", client: 200, admin: 200 };
const staff = (signIn: SignInPath): Expected => ({ anonymous: `sign in at ${signIn}`, client: 403, admin: 200 });

const expectedPages: Readonly<Record<string, Expected>> = {
  "/": open,
  "/about": open,
  "/team": open,
  "/contact": open,
  "/portfolio": open,
  "/portfolio/:slug": open,
  "/request-service": open,
  // Without a token the page explains the link is not valid, to everyone alike.
  "/newsletter/unsubscribe": ownTokenRefused,
  "/services/residential-solar": open,
  "/services/commercial-solar": open,
  "/services/hybrid-solar": open,
  "/services/battery-storage": open,
  "/services/maintenance": open,
  "/services/repairs": open,
  "/services/energy-conservation": open,
  "/services/lithium-battery": open,
  "/shop/products": open,
  "/shop/products/:productSlug": open,
  "/shop/cart": open,
  "/shop/checkout": open,
  // The order the client placed: theirs and staff's to see; for anyone else it does not exist.
  "/shop/order/confirmation/:orderNumber": { anonymous: 404, client: 200, admin: 200 },
  "/comparison": open,
  "/resources/technology": open,
  "/resources/technical-data": open,
  "/resources/roi-calculator": open,
  "/resources/savings-calculator": open,
  "/resources/book-appointment": open,
  // The manage link's signed token: one that names no appointment is the 404 page.
  "/resources/book-appointment/manage/:token": unknownLink,
  // A plan visit's booking link: a forged token is the page's own 404, with the office's phone.
  "/plan-visit/:token": unknownLink,
  "/platform/crm": staff("/auth"),
  "/platform/crm/customers": staff("/auth"),
  "/platform/crm/customers/duplicates": staff("/auth"),
  // The test client's customer.
  "/platform/crm/customers/:id": staff("/auth"),
  "/platform/crm/import": staff("/auth"),
  "/platform/crm/tasks": staff("/auth"),
  "/platform/crm/referrals": staff("/auth"),
  "/platform/analytics": staff("/auth"),
  "/platform/inventory": staff("/auth"),
  "/platform/inventory/orders": staff("/auth"),
  "/platform/inventory/adjustments": staff("/auth"),
  "/platform/inventory/products/new": staff("/auth"),
  "/platform/inventory/products/:productId": staff("/auth"),
  // The sign-in pages send a visitor who is signed in already on to where sign-in would have.
  "/auth": { anonymous: 200, client: "redirect to /client-dashboard", admin: "redirect to /client-dashboard" },
  "/crm-login": { anonymous: 200, client: "redirect to /admin-crm", admin: "redirect to /admin-crm" },
  "/forgot-password": open,
  "/reset-password": open,
  "/verify-email": ownTokenRefused,
  // A staff invitation's token: one that names no invitation is the 404 page.
  "/staff-invitation/:token": unknownLink,
  "/admin": staff("/auth"),
  "/admin/users": staff("/auth"),
  "/admin/staff": staff("/auth"),
  "/admin/settings": staff("/auth"),
  "/admin/errors": staff("/auth"),
  "/admin/vitals": staff("/auth"),
  "/admin/profile": staff("/auth"),
  "/admin-dashboard": staff("/auth"),
  "/admin-crm": staff("/crm-login"),
  "/admin-crm/leads/:id": staff("/crm-login"),
  "/admin-crm/subscribers": staff("/crm-login"),
  "/admin-crm/audit": staff("/crm-login"),
  "/admin-crm/outbox": staff("/crm-login"),
  "/admin-crm/outbox/:mailId": staff("/crm-login"),
  "/admin-crm/projects": staff("/crm-login"),
  "/admin-crm/projects/:id": staff("/crm-login"),
  "/admin-crm/appointments": staff("/crm-login"),
  "/enterprise-carm": staff("/auth"),
  "/enterprise-carm/warranties": staff("/auth"),
  "/enterprise-carm/equipment": staff("/auth"),
  "/enterprise-carm/my-day": staff("/auth"),
  "/enterprise-carm/claims": staff("/auth"),
  "/enterprise-carm/plans/due": staff("/auth"),
  "/enterprise-carm/shutoff-days": staff("/auth"),
  // A site and a system of the test client's customer.
  "/enterprise-carm/sites/:id": staff("/auth"),
  "/enterprise-carm/systems/:id": staff("/auth"),
  "/enterprise-carm/tickets": staff("/auth"),
  // A ticket at the test client's site.
  "/enterprise-carm/tickets/:ticketId": staff("/auth"),
  "/enterprise-carm/tickets/new": staff("/auth"),
  "/rag-documents": staff("/auth"),
  "/dashboard": signedIn,
  "/client-dashboard": signedIn,
  // The client's own project (the test client's), which an admin may open too.
  "/dashboard/projects/:projectId": signedIn,
  "/dashboard/service/new": signedIn,
  // The test client's own ticket, which an admin (no client of that customer) is answered 404 for like a stranger.
  "/dashboard/service/:ticketId": { anonymous: "sign in at /auth", client: 200, admin: 404 },
  // Anyone signed in sets up their own second factor.
  "/account/two-factor": signedIn,
  "/commerce": open,
  "/chat": open,
  "/document-chat": open,
  "/privacy": open,
  "/terms": open,
  "/accessibility": open,
  "/sitemap.xml": open,
  "/robots.txt": open,
};

/**
 * Who may post each page's form. `own answer` is the page's reply to an empty form (its validation message, or a
 * redirect of its own), whatever it is, as long as it is no refusal of access.
 */
type ActionAnswer = Exclude<Answer, 200 | 400 | `redirect to ${string}`> | "own answer";
const ownAnswer: Record<Identity, ActionAnswer> = {
  anonymous: "own answer",
  client: "own answer",
  admin: "own answer",
};
const staffAction = (signInPath: "/auth" | "/crm-login"): Record<Identity, ActionAnswer> => ({
  anonymous: `sign in at ${signInPath}`,
  client: 403,
  admin: "own answer",
});
const expectedActions: Readonly<Record<string, Record<Identity, ActionAnswer>>> = {
  "/newsletter/unsubscribe": ownAnswer,
  "/resources/book-appointment/manage/:token": ownAnswer,
  "/plan-visit/:token": ownAnswer,
  "/auth": ownAnswer,
  "/crm-login": ownAnswer,
  "/forgot-password": ownAnswer,
  "/reset-password": ownAnswer,
  // Resending the confirmation mail asks a signed-out visitor to sign in first, and comes back to the dashboard.
  "/verify-email": ownAnswer,
  // The account list's role, disabled and two-factor reset forms.
  "/admin/users": staffAction("/auth"),
  // Invite, re-send an invitation, change a role or an account's state.
  "/admin/staff": staffAction("/auth"),
  // Save the settings.
  "/admin/settings": staffAction("/auth"),
  // Accept an invitation: an unknown link is refused as the form's own answer.
  "/staff-invitation/:token": ownAnswer,
  // The staff member's own name.
  "/admin/profile": staffAction("/auth"),
  "/admin-crm/leads/:id": staffAction("/crm-login"),
  // Merge two customers; on a customer's page, change what staff keep about them too.
  "/platform/crm/customers/duplicates": staffAction("/auth"),
  "/platform/crm/customers/:id": staffAction("/auth"),
  "/admin-crm/outbox": staffAction("/crm-login"),
  // Resend or retry the mail.
  "/admin-crm/outbox/:mailId": staffAction("/crm-login"),
  "/platform/inventory/orders": staffAction("/auth"),
  "/platform/inventory/products/new": staffAction("/auth"),
  "/platform/inventory/products/:productId": staffAction("/auth"),
  "/admin-crm/projects": staffAction("/crm-login"),
  "/admin-crm/projects/:id": staffAction("/crm-login"),
  // A message or a confirmation on the client's own project.
  "/dashboard/projects/:projectId": { anonymous: "sign in at /auth", client: "own answer", admin: "own answer" },
  "/admin-crm/appointments": staffAction("/crm-login"),
  "/platform/crm/tasks": staffAction("/auth"),
  "/platform/crm/referrals": staffAction("/auth"),
  // A question asked without JavaScript: anyone may ask (a visitor of the public documents only).
  "/chat": ownAnswer,
  "/document-chat": ownAnswer,
  // A client's service request (refused empty, under its fields); the technician's day and a ticket's forms.
  "/dashboard/service/new": { anonymous: "sign in at /auth", client: "own answer", admin: "own answer" },
  "/enterprise-carm/my-day": staffAction("/auth"),
  "/enterprise-carm/tickets/:ticketId": staffAction("/auth"),
  // Record or remove a utility shutoff day.
  "/enterprise-carm/shutoff-days": staffAction("/auth"),
  // Confirm or turn off one's own two-factor sign-in.
  "/account/two-factor": { anonymous: "sign in at /auth", client: "own answer", admin: "own answer" },
};

let server: PageServer;
const cookies: Partial<Record<Identity, string>> = {};
let urlParams: Record<string, string>;
/** A staff project page's `:id` names a project, and a CRM customer page's a customer, not a lead. */
let projectPageId: string;
let customerPageId: string;
/** A service site's and system's pages name them. */
let sitePageId: string;
let systemPageId: string;
beforeAll(async () => {
  server = await startPageServer();
  const { testApp } = server;
  const users: Record<Exclude<Identity, "anonymous">, TestUser> = {
    client: await createTestUser(testApp, { userType: "client", emailVerified: true }),
    admin: await createTestUser(testApp, { userType: "admin" }),
  };
  cookies.client = await signedInCookie(testApp, users.client.id);
  cookies.admin = await signedInCookie(testApp, users.admin.id);
  const lead = await insertLead(testApp.services.db);
  const { orderNumber } = await placeTestOrder(testApp, cookies.client);
  const [product] = await testApp.services.db.select({ id: products.id }).from(products).limit(1);
  const project = await seedProject(testApp, users.admin, users.client);
  await enqueueMails(testApp.services.db, [
    { kind: "lead_staff", to: "sales@example.com", subject: "A mail", text: "Hello", html: "<p>Hello</p>" },
  ]);
  const [mail] = await testApp.services.db.select({ id: mailOutbox.id }).from(mailOutbox).limit(1);
  urlParams = {
    ":id": lead.id,
    ":slug": "redding-rooftop-with-battery",
    ":productSlug": "north-ridge-400-w-mono-panel",
    ":orderNumber": orderNumber,
    ":productId": String(product!.id),
    ":projectId": project.projectId,
    ":mailId": mail!.id,
    ":token": "not-a-manage-token",
  };
  projectPageId = project.projectId;
  const [account] = await testApp.services.db
    .select({ customerId: usersTable.customerId })
    .from(usersTable)
    .where(eq(usersTable.id, users.client.id));
  customerPageId = account!.customerId!;
  const [site] = await testApp.services.db
    .insert(sites)
    .values({ customerId: customerPageId, line1: "1 Main St", city: "Redding", postalCode: "96001" })
    .returning({ id: sites.id });
  const [system] = await testApp.services.db
    .insert(installedSystems)
    .values({ siteId: site!.id, kind: "solar", installedOn: "2026-11-20", installer: "us" })
    .returning({ id: installedSystems.id });
  sitePageId = site!.id;
  systemPageId = system!.id;
  // A ticket at the test client's site: the client's own page shows it, the staff page too.
  urlParams[":ticketId"] = (await insertTicket(testApp, { customerId: customerPageId, siteId: site!.id })).id;
}, 120_000);
afterAll(() => server?.close());

const urlOf = (path: string) =>
  path.replace(/:\w+/g, (name) =>
    path.startsWith("/admin-crm/projects/") && name === ":id"
      ? projectPageId
      : path.startsWith("/platform/crm/customers/") && name === ":id"
        ? customerPageId
        : path.startsWith("/enterprise-carm/sites/")
          ? sitePageId
          : path.startsWith("/enterprise-carm/systems/")
            ? systemPageId
            : urlParams[name]!,
  );
/** React Router's single-fetch URL for a page (the home page's is `/_root.data`). */
const dataUrlOf = (url: string) => `${url === "/" ? "/_root" : url}.data`;

async function send(url: string, as: Identity, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (cookies[as]) headers.set("Cookie", cookies[as]);
  const res = await fetch(`${server.baseUrl}${url}`, { ...init, headers, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), text: await res.text() };
}

function postForm(url: string, as: Identity, headers: Record<string, string> = {}) {
  return send(url, as, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl, ...headers },
    body: "",
  });
}

type Reply = Awaited<ReturnType<typeof send>>;

/** Where an answer sends the browser: a document's Location, or the redirect a `.data` answer (202) carries. */
function expectSentTo(reply: Reply, location: string, dataRequest: boolean) {
  if (dataRequest) {
    expect(reply.status).toBe(202);
    expect(reply.text).toContain(JSON.stringify(location));
  } else {
    expect(reply.status).toBe(302);
    expect(reply.location).toBe(location);
  }
}

function expectAnswer(reply: Reply, answer: Answer | ActionAnswer, url: string, dataRequest: boolean) {
  const signInPage = /^sign in at (.+)$/.exec(String(answer))?.[1];
  const redirectTarget = /^redirect to (.+)$/.exec(String(answer))?.[1];
  if (signInPage) expectSentTo(reply, `${signInPage}?redirectTo=${encodeURIComponent(url)}`, dataRequest);
  else if (redirectTarget) expectSentTo(reply, redirectTarget, dataRequest);
  else if (answer === 403) {
    expect(reply.status).toBe(403);
    // The root error boundary's screen (SPEC §2), or the data it is drawn from.
    if (dataRequest) expect(reply.text).toContain('"access-denied"');
    else expect(reply.text).toMatch(/<h1[^>]*>Access Denied<\/h1>/);
  } else if (answer === "own answer") {
    expect(reply.status).toBeLessThan(500);
    expect(reply.status).not.toBe(403);
    const wayBack = `?redirectTo=${encodeURIComponent(url)}`;
    expect(dataRequest ? reply.text : (reply.location ?? "")).not.toContain(wayBack);
  } else expect(reply.status).toBe(answer);
}

const identities: Identity[] = ["anonymous", "client", "admin"];
const describeAnswers = (expected: Record<Identity, Answer | ActionAnswer>) =>
  identities.map((who) => `${who} ${expected[who]}`).join(", ");

describe("page access", () => {
  it("has a reviewed expectation for every page of the route table, and a page for every expectation", () => {
    const paths = pageTable.map((page) => page.path);
    expect(new Set(paths).size, "a path in the table twice").toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(expectedPages).sort());
  });

  it("has a reviewed expectation for every page action, and an action for every expectation", () => {
    expect(pagesWithActions().sort()).toEqual(Object.keys(expectedActions).sort());
  });

  for (const path of pageTable.map((page) => page.path)) {
    const expected = expectedPages[path] ?? staff("/auth");
    it(`GET ${path}: ${describeAnswers(expected)}`, async () => {
      const url = urlOf(path);
      for (const who of identities) {
        expectAnswer(await send(url, who), expected[who], url, false);
        expectAnswer(await send(dataUrlOf(url), who), expected[who], url, true);
      }
    });
  }

  for (const path of pagesWithActions()) {
    const expected = expectedActions[path] ?? ownAnswer; // a page missing from the list already failed above
    it(`POST ${path}: ${describeAnswers(expected)}`, async () => {
      const url = urlOf(path);
      for (const who of identities) {
        expectAnswer(await postForm(url, who), expected[who], url, false);
        expectAnswer(await postForm(dataUrlOf(url), who), expected[who], url, true);
      }
    });

    it(`POST ${path} from another site, or with an oversized body, is refused before the action runs`, async () => {
      const url = urlOf(path);
      for (const who of identities) {
        for (const target of [url, dataUrlOf(url)]) {
          const crossOrigin = await postForm(target, who, { Origin: "https://evil.example" });
          expect(crossOrigin.status, `${who} ${target} cross-origin`).toBe(400);
          const oversized = await send(target, who, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.baseUrl },
            body: `token=${"x".repeat(150 * 1024)}`,
          });
          expect(oversized.status, `${who} ${target} oversized`).toBe(413);
        }
      }
    });
  }
});

describe("the client address a page action's rate limits see", () => {
  it("ignores a forged X-Forwarded-For under the default TRUST_PROXY=0: sign-in failures lock the socket's address", async () => {
    // Each attempt names another account and claims another address: only the per-address limit (30) can trip.
    const signIn = (attempt: number) =>
      send("/auth", "anonymous", {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.baseUrl,
          "X-Forwarded-For": `198.51.100.${attempt}`,
        },
        body: new URLSearchParams({ username: `nobody_${attempt}`, password: "Wrong-Password-1" }).toString(),
      });
    for (let attempt = 1; attempt <= 30; attempt++)
      expect((await signIn(attempt)).status, `attempt ${attempt}`).toBe(401);
    const locked = await signIn(31);
    expect(locked.status).toBe(429);
    expect(locked.text).toContain("Too many sign-in attempts. Please wait 15 minutes and try again.");
  });
});
