import request from "supertest";
import { eq } from "drizzle-orm";
import { rateLimits } from "#server/db/tables.ts";
import { demoRecords } from "#server/demo-data/tables.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { productionAlerts, referralRewards, serviceTickets, ticketEvents } from "#app/areas/delivery/tables.server.ts";
import { addSampleDocuments, indexNewProjectDocuments } from "#app/areas/library/index.server.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { bookableWeekday } from "./booking-dates.ts";
import { insertLead } from "./leads.ts";
import { placeTestOrder } from "./orders.ts";
import { seedProject } from "./projects.ts";
import { signedInCookie } from "./sessions.ts";
import type { TestApp } from "./test-app.ts";
import { enableTestTwoFactor } from "./two-factor.ts";
import { createTestUser } from "./users.ts";

/** Text that breaks naive dumps: quotes, backslashes, tabs, newlines, accents and a character outside the BMP. */
const AWKWARD_TEXT = `Zoë O'Brien "Ńguyen" \\ back\tslash\nsecond line ☀️🌞`;

/** The app configured so that every write below is accepted and mailed. */
export const seedSettings = {
  SALES_EMAIL: "sales@shasta-solar.test",
  FORM_RATE_LIMIT_PER_HOUR: "1000",
  TRUST_PROXY: "1",
};

async function expectAccepted(res: request.Response | Promise<request.Response>, what: string): Promise<void> {
  const { status, body } = await res;
  if (status >= 300) throw new Error(`seeding ${what} failed: ${status} ${JSON.stringify(body)}`);
}

/**
 * Writes a few rows into every table the way the site does (through its API where there is one): accounts,
 * sessions, leads with their notes, tasks and history, subscribers, mails, telemetry, reset tokens, rate limits,
 * products (the demo catalogue), a cart, an order, a project and an appointment with the calendar's settings, and a
 * client's two-factor sign-in with a trusted browser, and the settings an admin saves.
 * A table added later stays empty here until a line is added, which the backup test reports.
 */
/** A 1x1 PNG: the smallest photo the type sniffing takes. */
const ONE_PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export async function seedEveryTable(testApp: TestApp): Promise<{ adminCookie: string; leads: number }> {
  const admin = await createTestUser(testApp, { userType: "admin" });
  const client = await createTestUser(testApp, { emailVerified: true });
  const adminCookie = await signedInCookie(testApp, admin.id);
  const post = (path: string, body: object, cookie?: string) => {
    const req = request(testApp.app).post(path).set("X-Forwarded-For", "203.0.113.7");
    return (cookie ? req.set("Cookie", cookie) : req).send(body);
  };

  const startedAt = Date.now() - 10_000;
  await expectAccepted(
    post("/api/solar-form", {
      customerName: "Zoë O'Brien",
      email: "zoe@example.com",
      phone: "(530) 555-0199",
      address: "1450 Court St, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "Solar Repair",
      additionalNotes: AWKWARD_TEXT,
      subscribeToNewsletter: true,
      website: "",
      startedAt,
    }),
    "a consultation",
  );
  await expectAccepted(
    post("/api/contact", {
      name: "Sam Carter",
      email: "sam@example.com",
      message: AWKWARD_TEXT,
      website: "",
      startedAt,
    }),
    "a contact message",
  );
  const farm = await insertLead(testApp.services.db, {
    propertyType: "Agricultural",
    landSizeAcres: 12.25,
    numberOfBarns: 3,
    spamSignals: ["missing_start_time"],
    userId: client.id,
  });
  await expectAccepted(post(`/api/admin/leads/${farm.id}/status`, { status: "contacted" }, adminCookie), "a status");
  await expectAccepted(post(`/api/admin/leads/${farm.id}/notes`, { body: AWKWARD_TEXT }, adminCookie), "a note");
  await expectAccepted(
    post(`/api/admin/leads/${farm.id}/tasks`, { title: "Site visit", dueAt: "2030-03-04T14:30" }, adminCookie),
    "a task",
  );
  const project = await seedProject(testApp, admin, client);
  await expectAccepted(
    // With an Idempotency-Key, so the kept answer (table idempotent_requests) is backed up too.
    post(`/api/admin/projects/${project.projectId}/updates`, { body: AWKWARD_TEXT }, adminCookie).set(
      "Idempotency-Key",
      "backup-test-update-0001",
    ),
    "a project update",
  );
  await expectAccepted(
    post(
      `/api/admin/project-stages/${project.stageId}/change`,
      { state: "done", completedOn: "2026-11-20" },
      adminCookie,
    ),
    "a stage change",
  );
  const [account] = await testApp.services.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.id, client.id));
  const site = await post(
    "/api/service/sites",
    {
      customerId: account!.customerId,
      address: { line1: "1450 Placer St", city: "Redding", state: "CA", postalCode: "96001" },
      accessNotes: AWKWARD_TEXT,
      contacts: [{ name: "Sam Carter", role: "Ranch manager" }],
    },
    adminCookie,
  );
  await expectAccepted(site, "a service site");
  // The client was referred by a customer of their own, and the reward for their project is due (decision 0145).
  const referrer = await insertLead(testApp.services.db, { email: "referrer@example.com" });
  await expectAccepted(
    post(`/api/crm/customers/${account!.customerId}/referrer`, { referredById: referrer.customerId }, adminCookie),
    "a referrer",
  );
  await testApp.services.db.insert(referralRewards).values({
    referrerId: referrer.customerId!,
    referredId: account!.customerId!,
    projectId: project.projectId,
    amountCents: 25_000,
    dueAt: new Date(),
  });
  const system = await post(
    "/api/service/systems",
    {
      siteId: site.body.id,
      kind: "hybrid",
      installedOn: "2024-02-29",
      installer: "other",
      equipment: [{ category: "panel", make: "Qcells", model: "Q.TRON 440", serial: "QC-Ñ-0001" }],
    },
    adminCookie,
  );
  await expectAccepted(system, "an installed system");
  // A maintenance plan at the site, with its visits for the next 12 months (issue 29 §1).
  await expectAccepted(
    post(
      "/api/service/plans",
      { siteId: site.body.id, templateId: "marina-care", startsOn: officeToday() },
      adminCookie,
    ),
    "a maintenance plan",
  );
  // A service ticket and its history (issue 28 §3), written directly until the tickets' API lands.
  const [ticket] = await testApp.services.db
    .insert(serviceTickets)
    .values({
      reference: "ST-SEED01",
      customerId: account!.customerId!,
      siteId: site.body.id,
      type: "repair",
      priority: "normal",
      description: AWKWARD_TEXT,
      origin: "staff",
    })
    .returning({ id: serviceTickets.id });
  await testApp.services.db
    .insert(ticketEvents)
    .values({ ticketId: ticket!.id, kind: "status", status: "new", actorKind: "staff" });
  // The system's production, its monitoring settings, a town's shutoff day and an alert on the ticket (issue 29 §2-3).
  await expectAccepted(
    post(
      `/api/service/systems/${system.body.id}/production`,
      { readings: [{ date: "2026-10-01", kWh: 31.2 }] },
      adminCookie,
    ),
    "a day's production",
  );
  await expectAccepted(
    request(testApp.app)
      .patch(`/api/service/systems/${system.body.id}/monitoring`)
      .set("Cookie", adminCookie)
      .send({ orientation: "sw", mutedUntil: "2026-12-31", muteReason: 'Re-roof for Zoë "Ńguyen" ☀️' }),
    "a system's monitoring settings",
  );
  await expectAccepted(
    post("/api/service/shutoff-days", { day: "2026-10-02", city: "Redding", note: "PG&E PSPS" }, adminCookie),
    "a shutoff day",
  );
  await expectAccepted(
    request(testApp.app)
      .patch(`/api/service/systems/${system.body.id}/monitoring-connector`)
      .set("Cookie", adminCookie)
      .send({
        provider: "enphase",
        providerSiteId: "4711",
        enabled: false,
        apiKey: "k",
        clientId: "c",
        clientSecret: "s",
        refreshToken: "r",
      }),
    "a system's monitoring connector",
  );
  await testApp.services.db.insert(productionAlerts).values({
    systemId: system.body.id,
    kind: "no-data",
    ticketId: ticket!.id,
    openedOn: "2026-10-05",
    lastSeenOn: "2026-10-06",
  });
  // A visit on it (its crew's and technician's claims) and a part taken from stock, once per key.
  const [year, month, visitDay] = bookableWeekday(5).split("-").map(Number) as [number, number, number];
  await expectAccepted(
    post(
      `/api/service/tickets/${ticket!.id}/visits`,
      {
        startsAt: zonedTimeToInstant({ year, month, day: visitDay, hour: 19 }, "America/Los_Angeles").toISOString(),
        technicianId: admin.id,
      },
      adminCookie,
    ),
    "a service visit",
  );
  await expectAccepted(
    post(
      `/api/service/tickets/${ticket!.id}/parts`,
      { sku: "DEMO-PNL-400", quantity: 1, idempotencyKey: "seed-part-0000000001" },
      adminCookie,
    ),
    "a part used on a ticket",
  );
  // A photo on it (its bytes in the shared chunks), as the technician or the client adds one.
  await expectAccepted(
    request(testApp.app)
      .post(`/api/service/tickets/${ticket!.id}/photos`)
      .set("X-Forwarded-For", "203.0.113.7")
      .set("Cookie", adminCookie)
      .attach("file", ONE_PIXEL_PNG, "roof.png"),
    "a ticket photo",
  );
  // A warranty replacement on it, with its labour claim (and its replaced item).
  await expectAccepted(
    post(
      `/api/service/tickets/${ticket!.id}/claims`,
      {
        manufacturer: "Qcells",
        rmaNumber: `RMA Zoë O'Brien "Ńguyen" ☀️`,
        replacedOn: "2026-11-02",
        amountCents: 12_500,
        items: [{ equipmentItemId: system.body.equipment[0].id, newSerial: "QC-Ñ-0002" }],
      },
      adminCookie,
    ),
    "a warranty claim",
  );
  await expectAccepted(
    post("/api/user/project-mail-settings", { projectNews: false }, project.clientCookie),
    "a project mail setting",
  );
  await expectAccepted(post("/api/newsletter/subscribe", { email: "reader@example.com" }), "a subscription");
  const recently = new Date(Date.now() - 60_000).toISOString();
  await expectAccepted(
    post("/api/errors", {
      errors: [
        {
          type: "js_error",
          message: AWKWARD_TEXT,
          timestamp: recently,
          userAgent: "Test",
          url: "https://solar.example/",
        },
      ],
    }),
    "an error report",
  );
  await expectAccepted(
    post("/api/performance", {
      metrics: { largestContentfulPaint: 1800.5, firstContentfulPaint: 900, cumulativeLayoutShift: 0.021 },
      timestamp: recently,
      url: "https://solar.example/about",
      userAgent: "Test",
    }),
    "a performance report",
  );
  // Products: the demo catalogue every fresh database starts with. A client's cart:
  await expectAccepted(
    request(testApp.app)
      .put("/api/cart")
      .set("Cookie", await signedInCookie(testApp, client.id))
      .send({ items: [{ sku: "DEMO-PNL-400", quantity: 2 }] }),
    "a cart",
  );
  await expectAccepted(post("/api/password-reset/request", { emailOrUsername: client.username }), "a reset request");
  // An order with its lines, first status and stock movement, placed by the signed-in client.
  await placeTestOrder(testApp, await signedInCookie(testApp, client.id));
  // An appointment with its slot claims, on the open lead of the consultation above (same e-mail), and the calendar's
  // closed day, blocked time and feed address.
  const date = bookableWeekday(0);
  const { body: day } = await request(testApp.app)
    .get("/api/bookings/available-slots")
    .query({ date, type: "residential-consultation" });
  await expectAccepted(
    post("/api/bookings/create", {
      type: "residential-consultation",
      start: day.slots[0].start,
      name: "Zoë O'Brien",
      email: "zoe@example.com",
      phone: "(530) 555-0199",
      address: "1450 Court St, Redding, CA 96001",
      notes: AWKWARD_TEXT,
    }),
    "an appointment",
  );
  await expectAccepted(
    post("/api/admin/booking-closed-days", { date: bookableWeekday(5), reason: "Staff training" }, adminCookie),
    "a closed day",
  );
  await expectAccepted(
    post(
      "/api/admin/booking-blocks",
      { date: bookableWeekday(1), from: "09:00", to: "10:00", reason: "Crew meeting" },
      adminCookie,
    ),
    "a blocked time",
  );
  await expectAccepted(post("/api/admin/booking-feed/regenerate", {}, adminCookie), "a calendar feed address");
  // The settings' row, saved with the values the environment gives, so the seeded app behaves as before.
  await expectAccepted(
    request(testApp.app).patch("/api/admin/settings").set("Cookie", adminCookie).send({ auditRetentionDays: 730 }),
    "the settings",
  );
  // The client's authenticator and recovery codes, and a browser trusted at a sign-in with one of them.
  const { recoveryCodes } = await enableTestTwoFactor(testApp, client.id);
  const browser = request.agent(testApp.app);
  await expectAccepted(
    browser.post("/api/login").send({ username: client.username, password: client.password }),
    "a password",
  );
  await expectAccepted(
    browser.post("/api/login/two-factor").send({ code: recoveryCodes[0], trustBrowser: true }),
    "a second factor",
  );
  // The library: the sample documents with their passages, and the project's document read into the index.
  await addSampleDocuments(testApp.services.db);
  await indexNewProjectDocuments(testApp.services.db);
  // The client's conversation with the assistant: their question and its quoted answer, kept for them.
  await expectAccepted(
    request(testApp.app)
      .post("/api/chat")
      .set("Cookie", await signedInCookie(testApp, client.id))
      .send({ question: "How do I clean my solar panels?" }),
    "a kept conversation",
  );
  // The PostgreSQL rate-limit store's table; on PGlite the limits are counted in memory.
  await testApp.services.db
    .insert(rateLimits)
    .values({ key: "backup-test:203.0.113.7", points: 3, expire: Date.now() });
  // The demo data's registry: one registered row (npm run demo:seed registers thousands; its test starts without).
  await testApp.services.db
    .insert(demoRecords)
    .values({ tableName: "rate_limits", recordKey: "backup-test:203.0.113.7" });
  return { adminCookie, leads: 4 };
}
