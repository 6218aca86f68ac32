import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import type { Access } from "#server/http/access.ts";
import type { Identity } from "./fuzz-requests.ts";
import {
  appointments,
  monitoringConnectors,
  referralRewards,
  serviceTickets,
} from "#app/areas/delivery/tables.server.ts";
import { sealCredentials } from "#app/areas/delivery/system-production/connector-credentials.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { orderLines, orders, products } from "#app/areas/commerce/index.server.ts";
import { insertLead } from "./leads.ts";
import { insertTestProduct, placeTestOrder } from "./orders.ts";
import { bookableWeekday } from "./booking-dates.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { linkTokenIn, queuedMails } from "./outbox.ts";
import type { PageServer } from "./page-server.ts";
import { PDF_BYTES, seedProject } from "./projects.ts";
import { signedInCookie } from "./sessions.ts";
import { createTestUser, sessionUserOf, TEST_PASSWORD, type TestUser } from "./users.ts";
import { inviteStaff } from "#app/areas/identity/admin-users/staff-invitation.server.ts";
import { enableTestTwoFactor, totpCode } from "./two-factor.ts";
import { pendingSignInCookieHeader } from "#app/areas/identity/auth/two-factor-cookies.server.ts";
import { insertTestTicket } from "./service-tickets.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { twoFactorSetup } from "#app/areas/identity/auth/two-factor.server.ts";
import { addDocument, storeFileBytes } from "#app/areas/library/documents/library.server.ts";
import { chatConversations } from "#app/areas/library/tables.server.ts";
import { createPlanVisitToken } from "#app/areas/delivery/maintenance-plans/plan-visit-link.server.ts";
import { planVisits } from "#app/areas/delivery/maintenance-plans/tables.server.ts";

/** What the fuzz test's fixtures share: the server, its users, a client's project and a product in stock. */
export interface FuzzWorld {
  server: PageServer;
  admin: TestUser;
  client: TestUser;
  project: Awaited<ReturnType<typeof seedProject>>;
  product: { id: number; sku: string; slug: string };
  orderNumber: string;
}

/** The records every fixture may start from, made on a fresh server: an admin, a client with a project, a product, an order. */
export async function createFuzzWorld(server: PageServer): Promise<FuzzWorld> {
  const { testApp } = server;
  const admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { userType: "client", emailVerified: true });
  const project = await seedProject(testApp, admin, client);
  const sku = await insertTestProduct(testApp.services.db, 1_000_000);
  const [product] = await testApp.services.db
    .select({ id: products.id, sku: products.sku, slug: products.slug })
    .from(products)
    .where(eq(products.sku, sku));
  const { orderNumber } = await placeTestOrder(testApp);
  return { server, admin, client, project, product: product!, orderNumber };
}

/**
 * What a schema cannot say about a valid request: the path's ids of records that exist (made fresh for the request
 * where using one changes it), field values the service checks against the database or the clock, and who sends it.
 * `body` is laid over the value walked from the route's schema; `null` in it removes the field.
 */
export interface ValidShape {
  params?: Record<string, string>;
  /** The record of the page whose form does the same work, where it is not the route's own (a task's lead). */
  pageId?: string;
  body?: Record<string, unknown>;
  identity?: Identity;
  /** A user of the request's own, for writes that change the account that sends them. */
  userId?: string;
  headers?: Record<string, string>;
  /** The exact body, for a route whose body is not JSON to parse (a signed webhook, a photo's bytes). */
  rawBody?: string | Buffer;
}

type Fixture = (world: FuzzWorld) => Promise<ValidShape>;

/** A mail that failed for good: staff may retry it or resend a copy. */
async function failedMail(world: FuzzWorld): Promise<string> {
  const [mail] = await world.server.testApp.services.db
    .insert(mailOutbox)
    .values({ kind: "fuzz", to: "failed@example.com", subject: "Failed", text: "x", html: "x", status: "failed" })
    .returning({ id: mailOutbox.id });
  return mail!.id;
}

export const ADMIN_ACCESS_CODE = "4321";
export const STRIPE_WEBHOOK_SECRET = "whsec_fuzz";

/** The identity a route's or page's declared access asks for. */
export const identityFor = ({ access }: { access: Access }): Identity =>
  access === "public" ? "anonymous" : access === "signedIn" ? "client" : "admin";

/** A JSON call as a user, to make the records a fixture needs; its answer must be 2xx. */
async function call(world: FuzzWorld, user: TestUser, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${world.server.baseUrl}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      Cookie: await signedInCookie(world.server.testApp, user.id),
      "Content-Type": "application/json",
      "Idempotency-Key": randomUUID(),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`fixture ${path}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

const unique = () => randomUUID().slice(0, 8);

/** A public library document of its own, added through the library's own path. */
async function freshLibraryDocument(world: FuzzWorld): Promise<string> {
  const { db } = world.server.testApp.services;
  const file = await storeFileBytes(db, "guide.md", Buffer.from(`# Guide ${unique()}\n\nRinse the panels.\n`));
  const fields = { title: `Guide ${unique()}`, category: "manual", audience: "public", effectiveOn: null } as const;
  return (await addDocument(db, null, file, fields)).id;
}

/** A conversation of the client's own with the assistant, for the routes that read or delete one. */
async function freshConversation(world: FuzzWorld): Promise<string> {
  const [conversation] = await world.server.testApp.services.db
    .insert(chatConversations)
    .values({ userId: world.client.id, title: `Cleaning ${unique()}` })
    .returning({ id: chatConversations.id });
  return conversation!.id;
}

/** A multipart body of a Markdown file and the given text fields. */
function markdownUpload(fields: Record<string, string>): Pick<ValidShape, "headers" | "rawBody"> {
  const boundary = `fuzz${unique()}`;
  const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
  return {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    rawBody:
      Object.entries(fields)
        .map(([name, value]) => part(`Content-Disposition: form-data; name="${name}"`, value))
        .join("") +
      part(
        'Content-Disposition: form-data; name="file"; filename="guide.md"\r\nContent-Type: text/markdown',
        `# Cleaning ${unique()}\n\nRinse from the ground.\n`,
      ) +
      `--${boundary}--\r\n`,
  };
}
const freshLead = async (world: FuzzWorld) => (await insertLead(world.server.testApp.services.db)).id;
/** A customer of their own: a lead from an address nobody else used. */
const freshCustomer = async (world: FuzzWorld) =>
  (await insertLead(world.server.testApp.services.db, { email: `fuzz.${unique()}@example.com` })).customerId!;
const freshClient = (world: FuzzWorld) => createTestUser(world.server.testApp, { emailVerified: true });

/** A reward due to a customer of its own for a project done. */
async function freshReward(world: FuzzWorld): Promise<string> {
  const [reward] = await world.server.testApp.services.db
    .insert(referralRewards)
    .values({
      referrerId: await freshCustomer(world),
      referredId: await freshCustomer(world),
      projectId: await freshProject(world),
      amountCents: 25_000,
      dueAt: new Date(),
    })
    .returning({ id: referralRewards.id });
  return reward!.id;
}

/** A technician invited a moment ago, whose invitation is still pending. */
async function freshInvitation(world: FuzzWorld) {
  const email = `invitee-${unique()}@example.com`;
  const context = { services: world.server.testApp.services, user: sessionUserOf(world.admin) };
  const { id } = await inviteStaff(
    { ...context, idempotencyKey: null, params: {} },
    { email, firstName: "Fuzz", lastName: "Invitee", role: "technician" },
  );
  return { id, email };
}

async function freshProject(world: FuzzWorld): Promise<string> {
  const created = await call(world, world.admin, "/api/admin/projects", {
    clientEmail: world.client.email,
    title: "Fuzz array",
    type: "installation",
    siteAddress: "1 Main St, Redding",
  });
  return created.id as string;
}

const siteAddress = { line1: "1450 Placer St", city: "Redding", state: "CA", postalCode: "96001" };

/** A service site of a customer of its own. */
async function freshSite(world: FuzzWorld): Promise<string> {
  const site = await call(world, world.admin, "/api/service/sites", {
    customerId: await freshCustomer(world),
    address: siteAddress,
  });
  return site.id as string;
}

/** A system with one item at a site of its own. */
async function freshSystem(world: FuzzWorld): Promise<{ id: string; itemId: string }> {
  const system = await call(world, world.admin, "/api/service/systems", {
    siteId: await freshSite(world),
    kind: "solar",
    installedOn: "2024-02-29",
    installer: "other",
    equipment: [{ category: "panel", make: "Qcells", model: "Q.TRON 440" }],
  });
  return { id: system.id as string, itemId: (system.equipment as { id: string }[])[0]!.id };
}

/** A service ticket of a customer of its own, assigned to the fuzz admin (who works it as its technician). */
async function freshTicket(world: FuzzWorld): Promise<string> {
  return (await insertTestTicket(world.server.testApp, { technicianId: world.admin.id })).ticketId;
}

/** Visits fall on days of their own, in the evening, so no two of them (nor a booking) meet on a crew. */
let visitDay = 300;
function visitStart(): string {
  const [year, month, day] = bookableWeekday(visitDay++).split("-").map(Number) as [number, number, number];
  return zonedTimeToInstant({ year, month, day, hour: 19 }, "America/Los_Angeles").toISOString();
}

/** A visit the office scheduled on a ticket of its own, for the fuzz admin; started if asked. */
async function freshVisit(world: FuzzWorld, { started = false } = {}): Promise<string> {
  const visit = await call(world, world.admin, `/api/service/tickets/${await freshTicket(world)}/visits`, {
    startsAt: visitStart(),
    technicianId: world.admin.id,
  });
  if (started) await call(world, world.admin, `/api/service/visits/${visit.id as string}/start`, {});
  return visit.id as string;
}

/** A warranty ticket at a site of its own with one item of equipment, written directly: claims need an item. */
async function freshWarrantyTicket(world: FuzzWorld): Promise<{ id: string; itemId: string }> {
  const customerId = await freshCustomer(world);
  const site = await call(world, world.admin, "/api/service/sites", { customerId, address: siteAddress });
  const system = await call(world, world.admin, "/api/service/systems", {
    siteId: site.id,
    kind: "solar",
    installedOn: "2024-02-29",
    installer: "other",
    equipment: [{ category: "microinverter", make: "Enphase", model: "IQ8PLUS-72", serial: "IQ8-FUZZ" }],
  });
  const [ticket] = await world.server.testApp.services.db
    .insert(serviceTickets)
    .values({
      reference: `ST-${unique().slice(0, 6).toUpperCase()}`,
      customerId,
      siteId: site.id as string,
      type: "warranty",
      priority: "normal",
      description: "Fuzz",
      origin: "staff",
    })
    .returning({ id: serviceTickets.id });
  return { id: ticket!.id, itemId: (system.equipment as { id: string }[])[0]!.id };
}

/** A warranty claim on a ticket of its own. */
const claimBody = (itemId: string) => ({
  manufacturer: "Enphase",
  replacedOn: "2026-11-02",
  items: [{ equipmentItemId: itemId, newSerial: "IQ8-FUZZ-NEW" }],
});
async function freshClaim(world: FuzzWorld): Promise<string> {
  const ticket = await freshWarrantyTicket(world);
  const claim = await call(world, world.admin, `/api/service/tickets/${ticket.id}/claims`, claimBody(ticket.itemId));
  return claim.id as string;
}

/** A 1x1 PNG: a photo to the type sniffing. */
const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** A multipart body of one photo. */
function photoUpload(): { headers: Record<string, string>; rawBody: Buffer } {
  const boundary = `fuzz${unique()}`;
  return {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    rawBody: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roof.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_BYTES,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/** A three-year plan sold today at a site of its own, with its visits for the next 12 months. */
async function freshPlan(world: FuzzWorld): Promise<{ id: string; visitIds: string[] }> {
  const plan = await call(world, world.admin, "/api/service/plans", {
    siteId: await freshSite(world),
    templateId: "three-year-care",
    startsOn: officeToday(),
  });
  return { id: plan.id as string, visitIds: (plan.visits as { id: string }[]).map((visit) => visit.id) };
}

let planVisitLinks = 0;

/** The booking link of a fresh plan's first visit, as its due mail carries it, and the first start it offers. */
async function freshPlanVisitLink(world: FuzzWorld): Promise<{ token: string; startsAt: string }> {
  const visitId = (await freshPlan(world)).visitIds[0]!;
  const { services } = world.server.testApp;
  const [visit] = await services.db
    .select({ dueOn: planVisits.dueOn })
    .from(planVisits)
    .where(eq(planVisits.id, visitId));
  const token = createPlanVisitToken(services.secret, visitId, visit!.dueOn);
  const view = (await call(world, world.admin, `/api/plan-visit/${token}`)) as { starts: string[] };
  // Fixtures are made before their requests are sent: each link takes a start of its own from the window's end,
  // 8 slots (hours) from another's, where the other fixtures' visits and appointments are not.
  return { token, startsAt: view.starts.at(-1 - 8 * planVisitLinks++)! };
}

/** A plan the client bought in the shop (an invoice order), waiting for them to say where it applies. */
async function freshPlanPurchase(world: FuzzWorld): Promise<string> {
  const placed = await call(world, world.client, "/api/orders", {
    items: [{ sku: "DEMO-PLAN-ANNUAL", quantity: 1 }],
    contact: { name: "Fuzz Client", email: world.client.email, phone: "(530) 555-0111" },
    delivery: { method: "ship", address: siteAddress },
    paymentMethod: "invoice",
  });
  const [line] = await world.server.testApp.services.db
    .select({ id: orderLines.id })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orders.orderNumber, placed.orderNumber as string));
  return line!.id;
}

/** A plan's first visit, booked by the office into the crew calendar with the fuzz admin. */
async function bookedPlanVisit(world: FuzzWorld): Promise<string> {
  const visitId = (await freshPlan(world)).visitIds[0]!;
  await call(world, world.admin, `/api/service/plan-visits/${visitId}/book`, {
    startsAt: visitStart(),
    technicianId: world.admin.id,
  });
  return visitId;
}

/** A bookable start: the first slot the slots API offers on a weekday days ahead (`n` picks another day). */
async function bookableStart(world: FuzzWorld, n: number): Promise<string> {
  const date = bookableWeekday(n);
  const res = await fetch(
    `${world.server.baseUrl}/api/bookings/available-slots?type=residential-consultation&date=${date}`,
  );
  const answer = (await res.json()) as { slots?: { start: string }[] };
  const start = answer.slots?.[0]?.start;
  if (!start) throw new Error(`no bookable slot on ${date}: ${JSON.stringify(answer)}`);
  return start;
}

/**
 * The next day of a world's own to book on. Counted per world (each test file has its database): test files share
 * this module (decision 0135), and one count for all of them would run past the booking horizon.
 */
const bookingDays = new WeakMap<FuzzWorld, number>();
function nextBookingDay(world: FuzzWorld): number {
  const day = bookingDays.get(world) ?? 0;
  bookingDays.set(world, day + 1);
  return day;
}
/** Blocks and closed days go on days of their own, far from the booked ones. */
let calendarDay = 200;

/** A booked appointment of its own (each on another day, so their slots never collide). */
async function freshAppointment(world: FuzzWorld): Promise<Record<"id" | "token", string>> {
  const start = await bookableStart(world, nextBookingDay(world));
  const res = await fetch(`${world.server.baseUrl}/api/bookings/create`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({
      name: "Fuzz Booker",
      email: `booker-${unique()}@example.com`,
      phone: "5305550123",
      address: "1 Main St, Redding",
      type: "residential-consultation",
      start,
    }),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 201) throw new Error(`fixture booking: ${res.status} ${JSON.stringify(answer)}`);
  const [appointment] = await world.server.testApp.services.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(eq(appointments.reference, answer.reference as string));
  return { id: appointment!.id, token: String(answer.manageUrl).split("/").pop()! };
}

/**
 * A sign-in whose password was given, waiting for the second factor of an account with two-factor on: a recovery
 * code, since an app's code would be stale by the time the fuzz test sends it.
 */
async function pendingSignIn(world: FuzzWorld): Promise<ValidShape> {
  const { testApp } = world.server;
  const user = await freshClient(world);
  const { recoveryCodes } = await enableTestTwoFactor(testApp, user.id);
  const cookie = pendingSignInCookieHeader(testApp.services, user.id).split(";")[0]!;
  return { identity: "anonymous", headers: { Cookie: cookie }, body: { code: recoveryCodes[0] } };
}

const leadWrite: Fixture = async (world) => ({ params: { id: await freshLead(world) } });

/** Fixtures by route (`METHOD path`); a route without one is sent its walked body as its access's identity. */
export const fixtures: Record<string, Fixture> = {
  "post /api/login": async (world) => ({ body: { username: world.client.username, password: TEST_PASSWORD } }),
  "post /api/login/two-factor": pendingSignIn,
  // /account/two-factor's forms, which have no API route: the setup's first code, and turning it off with a code.
  "page /account/two-factor confirm": async (world) => {
    const user = await freshClient(world);
    const { manualKey } = await twoFactorSetup(world.server.testApp.services, {
      ...user,
      firstName: "Test",
      lastName: "Person",
      companyName: null,
      phone: null,
    });
    return { identity: "client", userId: user.id, body: { code: await totpCode(manualKey) } };
  },
  "page /account/two-factor disable": async (world) => {
    const user = await freshClient(world);
    const { recoveryCodes } = await enableTestTwoFactor(world.server.testApp, user.id);
    return { identity: "client", userId: user.id, body: { code: recoveryCodes[0] } };
  },
  "post /api/register": async () => {
    const username = `fuzz_${unique()}`;
    return {
      body: {
        username,
        email: `${username}@example.com`,
        password: "Sunny-Roof-2026",
        confirmPassword: "Sunny-Roof-2026",
      },
    };
  },
  "post /api/user/profile": async (world) => {
    const user = await freshClient(world);
    return { userId: user.id, body: { email: user.email } };
  },
  "post /api/user/change-password": async (world) => ({
    userId: (await freshClient(world)).id,
    body: { currentPassword: TEST_PASSWORD, newPassword: "Sunny-Roof-2026", confirmPassword: "Sunny-Roof-2026" },
  }),
  "post /api/admin/access-code": async () => ({ body: { code: ADMIN_ACCESS_CODE } }),
  "post /api/user/verify-email/resend": async (world) => ({
    userId: (await createTestUser(world.server.testApp)).id,
  }),
  "post /api/admin/users/:id/role": async (world) => ({ params: { id: (await freshClient(world)).id } }),
  "post /api/admin/users/:id/disabled": async (world) => ({ params: { id: (await freshClient(world)).id } }),
  "post /api/admin/users/:id/two-factor-reset": async (world) => {
    const user = await freshClient(world);
    await enableTestTwoFactor(world.server.testApp, user.id);
    return { params: { id: user.id } };
  },
  "post /api/admin/staff": async () => ({ body: { email: `staff-${unique()}@example.com` } }),
  "post /api/admin/staff/:id/invitation": async (world) => ({ params: { id: (await freshInvitation(world)).id } }),
  "patch /api/admin/staff/:id": async (world) => ({
    params: { id: (await createTestUser(world.server.testApp, { userType: "office" })).id },
  }),
  "page /staff-invitation/:token": async (world) => {
    const { email } = await freshInvitation(world);
    const [mail] = await queuedMails(world.server.testApp, "staff_invitation", email);
    return {
      pageId: mail!.text.match(/\/staff-invitation\/([\w-]+)/)![1]!,
      body: {
        username: `fuzz_${unique()}`,
        newPassword: "Sunny-Roof-2026",
        confirmPassword: "Sunny-Roof-2026",
      },
    };
  },
  "post /api/password-reset/request": async (world) => ({ body: { emailOrUsername: world.client.email } }),
  "post /api/password-reset/confirm": async (world) => {
    const user = await freshClient(world);
    const res = await fetch(`${world.server.baseUrl}/api/password-reset/request`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ emailOrUsername: user.email }),
    });
    if (!res.ok) throw new Error(`fixture reset request: ${res.status}`);
    const token = await linkTokenIn(world.server.testApp, "password_reset", user.email);
    return { body: { token, newPassword: "Sunny-Roof-2026", confirmPassword: "Sunny-Roof-2026" } };
  },
  // The spam checks: an empty honeypot, and a form opened long enough ago.
  "post /api/solar-form": async () => ({ body: { website: "", startedAt: Date.now() - 60_000 } }),
  "post /api/contact": async () => ({ body: { website: "", startedAt: Date.now() - 60_000 } }),
  "post /api/newsletter/subscribe": async () => ({ body: { email: `reader-${unique()}@example.com` } }),
  "post /api/newsletter/unsubscribe": async (world) => {
    const email = `leaver-${unique()}@example.com`;
    const res = await fetch(`${world.server.baseUrl}/api/newsletter/subscribe`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, source: "newsletter_form" }),
    });
    if (!res.ok) throw new Error(`fixture subscribe: ${res.status}`);
    return { body: { token: await linkTokenIn(world.server.testApp, "newsletter_welcome", email) } };
  },
  "post /api/errors": async () => ({
    body: {
      errors: [{ type: "js_error", message: "x is undefined", timestamp: Date.now(), userAgent: "Fuzz", url: "/" }],
    },
  }),
  "post /api/performance": async () => ({ body: { timestamp: Date.now() } }),
  "get /api/admin/leads/:id": leadWrite,
  "post /api/admin/leads/:id/status": async (world) => ({
    params: { id: await freshLead(world) },
    body: { status: "contacted", lostReason: null },
  }),
  "patch /api/admin/leads/:id/deal": async (world) => ({
    params: { id: await freshLead(world) },
    body: { amountCents: 2_450_000, systemSizeKw: 8.4, waitingOn: "customer", utility: "pge" },
  }),
  "post /api/admin/leads/:id/spam": leadWrite,
  // A next step's assignee must be someone who works leads.
  "post /api/admin/leads/:id/notes": async (world) => ({
    params: { id: await freshLead(world) },
    body: { nextStep: { assigneeId: world.admin.id } },
  }),
  "get /api/crm/customers/:id": async (world) => ({ params: { id: await freshCustomer(world) } }),
  "patch /api/crm/customers/:id": async (world) => ({
    params: { id: await freshCustomer(world) },
    body: { ownerId: world.admin.id, town: "Redding", utility: "reu", propertyType: "Residential", tags: ["fuzz"] },
  }),
  "post /api/crm/customers/:id/activities": async (world) => ({
    params: { id: await freshCustomer(world) },
    body: { nextStep: { assigneeId: world.admin.id } },
  }),
  "post /api/crm/customers/:id/referrer": async (world) => ({
    params: { id: await freshCustomer(world) },
    body: { referredById: await freshCustomer(world) },
  }),
  "post /api/crm/referrals/:id/paid": async (world) => ({ params: { id: await freshReward(world) } }),
  "post /api/crm/customers/merge": async (world) => {
    const survivorId = await freshCustomer(world);
    // On a customer's page, the customer that stays is the page's.
    return { pageId: survivorId, body: { survivorId, mergedId: await freshCustomer(world) } };
  },
  "post /api/admin/leads/:id/assignee": async (world) => ({
    params: { id: await freshLead(world) },
    body: { assigneeId: world.admin.id },
  }),
  "post /api/admin/leads/:id/tasks": async (world) => ({
    params: { id: await freshLead(world) },
    body: { assigneeId: world.admin.id },
  }),
  "post /api/admin/tasks/:id/complete": async (world) => {
    const lead = await freshLead(world);
    const task = await call(world, world.admin, `/api/admin/leads/${lead}/tasks`, {
      title: "Call back",
      dueAt: "2030-03-04T10:00",
    });
    return { params: { id: task.id as string }, pageId: lead };
  },
  "post /api/orders": async (world) => ({
    body: {
      items: [{ sku: world.product.sku, quantity: 1 }],
      delivery: {
        method: "ship",
        address: { line1: "1 Test St", city: "Redding", state: "CA", postalCode: "96001" },
      },
      billingAddress: null,
      paymentMethod: "invoice",
    },
  }),
  "get /api/orders/:orderNumber": async (world) => {
    const { orderNumber, orderCookie } = await placeTestOrder(world.server.testApp);
    return { params: { orderNumber }, headers: { Cookie: orderCookie } };
  },
  "post /api/stripe/webhook": async () => {
    const rawBody = JSON.stringify({ id: `evt_${unique()}`, object: "event", type: "customer.created", data: {} });
    const signature = new Stripe("sk_test_signing").webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: STRIPE_WEBHOOK_SECRET,
    });
    return { rawBody, headers: { "Stripe-Signature": signature } };
  },
  "get /api/products/:slug": async (world) => ({ params: { slug: world.product.slug } }),
  "post /api/cart/quote": async (world) => ({ body: { items: [{ sku: world.product.sku, quantity: 1 }] } }),
  "put /api/cart": async (world) => ({ body: { items: [{ sku: world.product.sku, quantity: 1 }] } }),
  "post /api/cart/merge": async (world) => ({ body: { items: [{ sku: world.product.sku, quantity: 1 }] } }),
  "post /api/admin/orders/:id/status": async (world) => {
    const { orderNumber } = await placeTestOrder(world.server.testApp);
    const [order] = await world.server.testApp.services.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber));
    return { params: { id: order!.id }, body: { status: "cancelled" } };
  },
  "post /api/admin/products": async () => {
    const sku = `FUZZ-${unique().toUpperCase()}`;
    return { body: { sku, slug: sku.toLowerCase() } };
  },
  "post /api/admin/products/:id/stock": async (world) => ({ params: { id: String(world.product.id) } }),
  "post /api/admin/products/:id/update": async (world) => ({
    params: { id: String(world.product.id) },
    body: { sku: world.product.sku, slug: world.product.slug },
  }),
  "post /api/admin/products/:id/active": async (world) => ({ params: { id: String(world.product.id) } }),
  "get /api/projects/:projectId": async (world) => ({ params: { projectId: world.project.projectId } }),
  "get /api/projects/:projectId/messages": async (world) => ({ params: { projectId: world.project.projectId } }),
  "post /api/projects/:projectId/documents": async (world) => {
    const boundary = `fuzz${unique()}`;
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    return {
      params: { projectId: world.project.projectId },
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      rawBody:
        part('Content-Disposition: form-data; name="category"', "other") +
        part(
          'Content-Disposition: form-data; name="file"; filename="permit.pdf"\r\nContent-Type: application/pdf',
          PDF_BYTES.toString("latin1"),
        ) +
        `--${boundary}--\r\n`,
    };
  },
  "post /api/crm/import": async () => {
    const boundary = `fuzz${unique()}`;
    const part = (headers: string, content: string) => `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;
    return {
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      rawBody:
        part('Content-Disposition: form-data; name="dryRun"', "true") +
        part(
          'Content-Disposition: form-data; name="file"; filename="contacts.csv"\r\nContent-Type: text/csv',
          `Name,Email\r\nFuzz ${unique()},fuzz-${unique()}@example.com\r\n`,
        ) +
        `--${boundary}--\r\n`,
    };
  },
  "post /api/documents": async () =>
    markdownUpload({ title: `Cleaning ${unique()}`, category: "manual", audience: "public" }),
  "post /api/documents/:documentId/replace": async (world) => ({
    params: { documentId: await freshLibraryDocument(world) },
    ...markdownUpload({}),
  }),
  "post /api/documents/:documentId/reindex": async (world) => ({
    params: { documentId: await freshLibraryDocument(world) },
  }),
  "delete /api/documents/:documentId": async (world) => ({ params: { documentId: await freshLibraryDocument(world) } }),
  // A question that starts a conversation: a conversation id is a record of the asker's own (below).
  "post /api/chat": async () => ({ body: { conversationId: null } }),
  "get /api/chat/conversations/:id": async (world) => ({ params: { id: await freshConversation(world) } }),
  // The page form's twin too: /document-chat is public, and only the conversation's owner may delete it.
  "post /api/chat/conversations/:id/delete": async (world) => ({
    params: { id: await freshConversation(world) },
    identity: "client",
  }),
  "get /api/documents/:documentId/file": async (world) => ({
    params: { documentId: await freshLibraryDocument(world) },
  }),
  "get /api/documents/:documentId/view": async (world) => ({
    params: { documentId: await freshLibraryDocument(world) },
  }),
  "post /api/projects/:projectId/messages": async (world) => ({
    params: { projectId: world.project.projectId },
    pageId: world.project.projectId,
  }),
  "get /api/projects/:projectId/documents/:documentId": async (world) => ({
    params: { projectId: world.project.projectId, documentId: world.project.documentId },
  }),
  "get /api/projects/:projectId/documents/:documentId/view": async (world) => ({
    params: { projectId: world.project.projectId, documentId: world.project.documentId },
  }),
  "post /api/projects/:projectId/action-items/:actionItemId/confirm": async (world) => {
    const projectId = await freshProject(world);
    const item = await call(world, world.admin, `/api/admin/projects/${projectId}/action-items`, {
      title: "Sign the contract",
      kind: "confirm",
    });
    return { params: { projectId, actionItemId: item.id as string } };
  },
  "post /api/admin/projects": async (world) => ({
    body: { clientEmail: world.client.email, leadId: null, projectManagerId: world.admin.id },
  }),
  "post /api/admin/projects/:id/details": async (world) => ({
    params: { id: await freshProject(world) },
    body: { projectManagerId: world.admin.id },
  }),
  "post /api/admin/project-stages/:id/change": async (world) => {
    const projectId = await freshProject(world);
    const detail = await call(world, world.admin, `/api/projects/${projectId}`);
    const [stage] = detail.stages as { id: string }[];
    return { params: { id: stage!.id }, pageId: projectId, body: { state: "current", completedOn: null } };
  },
  "post /api/admin/projects/:id/updates": async (world) => ({ params: { id: await freshProject(world) } }),
  "post /api/admin/project-updates/:id/delete": async (world) => {
    const projectId = await freshProject(world);
    const update = await call(world, world.admin, `/api/admin/projects/${projectId}/updates`, { body: "Panels in" });
    return { params: { id: update.id as string }, pageId: projectId };
  },
  "post /api/admin/projects/:id/action-items": async (world) => ({ params: { id: await freshProject(world) } }),
  "post /api/admin/project-action-items/:id/cancel": async (world) => {
    const projectId = await freshProject(world);
    const item = await call(world, world.admin, `/api/admin/projects/${projectId}/action-items`, {
      title: "Upload a bill",
      kind: "upload",
    });
    return { params: { id: item.id as string }, pageId: projectId };
  },
  // A lead's project: its client was invited and has not yet set a password.
  "post /api/admin/projects/:id/invitation": async (world) => {
    const lead = await insertLead(world.server.testApp.services.db, {
      status: "won",
      email: `invitee-${unique()}@example.com`,
    });
    const project = await call(world, world.admin, `/api/admin/leads/${lead.id}/project`, {
      title: "Invited array",
      type: "installation",
      siteAddress: "1 Main St, Redding",
    });
    return { params: { id: project.id as string } };
  },
  "post /api/admin/leads/:id/project": async (world) => ({
    params: { id: (await insertLead(world.server.testApp.services.db, { status: "won" })).id },
    body: { projectManagerId: world.admin.id },
  }),
  "get /api/bookings/available-slots": async () => ({ body: { from: null, to: null } }),
  "post /api/bookings/create": async (world) => ({
    body: {
      start: await bookableStart(world, nextBookingDay(world)),
      email: `booker-${unique()}@example.com`,
      idempotencyKey: null,
    },
  }),
  "get /api/bookings/invite/:token": async (world) => ({ params: { token: (await freshAppointment(world)).token } }),
  "post /api/admin/appointments/:id/done": async (world) => ({ params: await freshAppointment(world) }),
  "post /api/admin/appointments/:id/no-show": async (world) => ({ params: await freshAppointment(world) }),
  "post /api/admin/appointments/:id/cancel": async (world) => ({ params: await freshAppointment(world) }),
  // Whoever is sent on the visit is checked against the accounts: the admin makes visits.
  "patch /api/admin/appointments/:id/technician": async (world) => ({
    params: await freshAppointment(world),
    body: { technicianId: world.admin.id },
  }),
  // The manage page that reschedules the same way is the appointment's token's.
  "post /api/admin/appointments/:id/reschedule": async (world) => ({
    ...(await freshAppointment(world).then(({ id, token }) => ({ params: { id }, pageId: token }))),
    body: { start: await bookableStart(world, nextBookingDay(world)) },
  }),
  "post /api/admin/booking-blocks": async () => ({
    body: { date: bookableWeekday(calendarDay++), from: "09:00", to: "10:00" },
  }),
  "get /api/bookings/feed/:file": async (world) => {
    const { token } = await call(world, world.admin, "/api/admin/booking-feed/regenerate", {});
    return { params: { file: `${String(token)}.ics` } };
  },
  "post /api/admin/outbox/:id/retry": async (world) => ({ params: { id: await failedMail(world) } }),
  "post /api/admin/outbox/:id/resend": async (world) => ({ params: { id: await failedMail(world) } }),
  "post /api/admin/booking-blocks/:id/remove": async (world) => {
    const block = await call(world, world.admin, "/api/admin/booking-blocks", {
      date: bookableWeekday(calendarDay++),
      from: "09:00",
      to: "10:00",
      reason: "Training",
    });
    return { params: { id: String(block.id) } };
  },
  "post /api/service/sites": async (world) => ({
    body: { customerId: await freshCustomer(world), address: siteAddress },
  }),
  "patch /api/service/sites/:id": async (world) => ({
    params: { id: await freshSite(world) },
    body: { address: siteAddress },
  }),
  "get /api/service/sites/:id": async (world) => ({ params: { id: await freshSite(world) } }),
  "post /api/service/systems": async (world) => ({
    body: { siteId: await freshSite(world), installedOn: "2024-02-29" },
  }),
  "patch /api/service/systems/:id": async (world) => ({
    params: { id: (await freshSystem(world)).id },
    body: { installedOn: "2024-02-29" },
  }),
  "get /api/service/systems/:id": async (world) => ({ params: { id: (await freshSystem(world)).id } }),
  "get /api/service/systems/:id/production": async (world) => ({ params: { id: (await freshSystem(world)).id } }),
  "post /api/service/systems/:id/production": async (world) => ({
    params: { id: (await freshSystem(world)).id },
    body: { readings: [{ date: "2026-10-01", kWh: 12.5 }] },
  }),
  "patch /api/service/systems/:id/monitoring": async (world) => ({
    params: { id: (await freshSystem(world)).id },
    body: { orientation: "s" },
  }),
  "post /api/service/shutoff-days": async () => ({
    body: { day: "2026-10-02", city: `Town ${unique()}`, note: "PG&E PSPS" },
  }),
  "post /api/service/shutoff-days/:id/remove": async (world) => {
    const day = await call(world, world.admin, "/api/service/shutoff-days", {
      day: "2026-10-03",
      city: `Town ${unique()}`,
      note: "PG&E PSPS",
    });
    return { params: { id: String(day.id) } };
  },
  "patch /api/service/systems/:id/monitoring-connector": async (world) => ({
    params: { id: (await freshSystem(world)).id },
    body: { provider: "solaredge", providerSiteId: "4242", enabled: false, apiKey: "user-key", accountApiKey: "acct" },
  }),
  "post /api/service/systems/:id/monitoring-connector/remove": async (world) => {
    const { id } = await freshSystem(world);
    const { services } = world.server.testApp;
    await services.db.insert(monitoringConnectors).values({
      systemId: id,
      provider: "solaredge",
      providerSiteId: "4243",
      sealedCredentials: sealCredentials(services.secret, id, { apiKey: "user-key", accountApiKey: "acct" }),
    });
    return { params: { id } };
  },
  "get /api/service/tickets/:id": async (world) => ({ params: { id: await freshTicket(world) } }),
  "post /api/service/tickets/:id/status": async (world) => ({
    params: { id: await freshTicket(world) },
    body: { status: "scheduled" },
  }),
  "post /api/service/tickets/:id/contacts": async (world) => ({
    params: { id: await freshTicket(world) },
    body: { note: "Called the customer" },
  }),
  "post /api/service/tickets/:id/assignment": async (world) => ({
    params: { id: await freshTicket(world) },
    body: { technicianId: world.admin.id },
  }),
  "post /api/service/systems/:id/equipment": async (world) => ({ params: { id: (await freshSystem(world)).id } }),
  "patch /api/service/equipment/:id": async (world) => ({ params: { id: (await freshSystem(world)).itemId } }),
  "post /api/service/tickets/:id/visits": async (world) => ({
    params: { id: await freshTicket(world) },
    body: { startsAt: visitStart(), technicianId: world.admin.id },
  }),
  "post /api/service/visits/:id/reschedule": async (world) => ({
    params: { id: await freshVisit(world) },
    body: { startsAt: visitStart(), technicianId: null },
  }),
  // The day's writes take their key from the header here; a form sends it as a field (null: no field).
  "post /api/service/visits/:id/cancel": async (world) => ({
    params: { id: await freshVisit(world) },
    body: { idempotencyKey: null },
  }),
  "post /api/service/tickets/:id/parts": async (world) => ({
    params: { id: await freshTicket(world) },
    body: { sku: world.product.sku, quantity: 1, idempotencyKey: null },
  }),
  "post /api/service/visits/:id/start": async (world) => ({
    params: { id: await freshVisit(world) },
    body: { idempotencyKey: null },
  }),
  "post /api/service/visits/:id/notes": async (world) => ({
    params: { id: await freshVisit(world) },
    body: { note: "Checked the inverter's fuses", idempotencyKey: null },
  }),
  "post /api/service/visits/:id/complete": async (world) => ({
    params: { id: await freshVisit(world, { started: true }) },
    body: {
      resolutionNotes: "Replaced the blown string fuse",
      signedOffBy: "Sam Carter",
      // A ticket's own visit has no checklist; the walked one would name items it does not have.
      checklist: null,
      idempotencyKey: null,
    },
  }),
  "get /api/service/tickets/:id/claims": async (world) => ({ params: { id: (await freshWarrantyTicket(world)).id } }),
  "post /api/service/tickets/:id/claims": async (world) => {
    const ticket = await freshWarrantyTicket(world);
    return { params: { id: ticket.id }, body: claimBody(ticket.itemId) };
  },
  "post /api/service/claims/:id": async (world) => ({
    params: { id: await freshClaim(world) },
    body: { state: "claimed", stateOn: "2026-11-20", rmaNumber: "RMA-2026-0042" },
  }),
  "post /api/service/tickets": async (world) => ({
    identity: "admin",
    body: { systemId: (await freshSystem(world)).id, siteId: null, type: "repair", priority: null, leadId: null },
  }),
  "post /api/service/tickets/:id/photos": async (world) => ({
    identity: "admin",
    params: { id: await freshTicket(world) },
    ...photoUpload(),
  }),
  "get /api/service/tickets/:id/photos/:photoId": async (world) => {
    const id = await freshTicket(world);
    // One upload: its header names the boundary its body uses.
    const upload = photoUpload();
    const added = await fetch(`${world.server.baseUrl}/api/service/tickets/${id}/photos`, {
      method: "POST",
      headers: { Cookie: await signedInCookie(world.server.testApp, world.admin.id), ...upload.headers },
      body: new Uint8Array(upload.rawBody),
    });
    const answer = (await added.json()) as { photos: { id: string }[] };
    return { identity: "admin", params: { id, photoId: answer.photos[0]!.id } };
  },
  "post /api/service/plans": async (world) => ({
    body: { siteId: await freshSite(world), templateId: "annual-check-up", startsOn: officeToday() },
  }),
  "post /api/service/plans/:id/renew": async (world) => ({ params: { id: (await freshPlan(world)).id } }),
  "post /api/service/plans/:id/cancel": async (world) => ({ params: { id: (await freshPlan(world)).id } }),
  "post /api/service/plan-visits/:id/book": async (world) => ({
    params: { id: (await freshPlan(world)).visitIds[0]! },
    body: { startsAt: visitStart(), technicianId: world.admin.id },
  }),
  "post /api/account/plan-purchases/:id/site": async (world) => ({
    params: { id: await freshPlanPurchase(world) },
    identity: "client",
    body: { siteId: null, address: siteAddress },
  }),
  "get /api/plan-visit/:token": async (world) => ({ params: { token: (await freshPlanVisitLink(world)).token } }),
  "post /api/plan-visit/:token/book": async (world) => {
    const { token, startsAt } = await freshPlanVisitLink(world);
    return { params: { token }, body: { startsAt } };
  },
  "post /api/service/plan-visits/:id/cancel-booking": async (world) => ({
    params: { id: await bookedPlanVisit(world) },
  }),
  "post /api/service/plan-visits/:id/done": async (world) => ({
    params: { id: (await freshPlan(world)).visitIds[0]! },
    body: { doneOn: officeToday(), checklist: [] },
  }),
  "post /api/admin/booking-closed-days": async () => ({ body: { date: bookableWeekday(calendarDay++) } }),
  "post /api/admin/booking-closed-days/remove": async (world) => {
    const date = bookableWeekday(calendarDay++);
    await call(world, world.admin, "/api/admin/booking-closed-days", { date, reason: "Holiday" });
    return { body: { date } };
  },
};
