import { eq } from "drizzle-orm";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookableWeekday } from "#tests/support/booking-dates.ts";
import { insertLead } from "#tests/support/leads.ts";
import { placeTestOrder } from "#tests/support/orders.ts";
import { linkTokenIn } from "#tests/support/outbox.ts";
import { signedInCookie } from "#tests/support/sessions.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, signedInAgent } from "#tests/support/users.ts";
import { loadAccountDashboard } from "#app/areas/delivery/index.server.ts";
import { confirmEmail } from "#app/areas/identity/index.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { appointments } from "#app/areas/delivery/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { newsletterSubscribers } from "#app/areas/messaging/tables.server.ts";
import { orders } from "#app/areas/commerce/tables.server.ts";
import { projects } from "#app/areas/delivery/tables.server.ts";
import { customerForIntake, type ContactFacts } from "./customer-intake.server.ts";
import { customers } from "./tables.server.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    FORM_RATE_LIMIT_PER_HOUR: "1000",
    REGISTRATIONS_PER_IP_PER_HOUR: "100",
    BOOKING_RATE_LIMIT_PER_HOUR: "1000",
    ORDER_RATE_LIMIT_PER_HOUR: "1000",
  });
});
afterAll(() => testApp.close());

const db = () => testApp.services.db;

function consultation(email: string, overrides: Record<string, unknown> = {}) {
  return {
    customerName: "Maria Reyes",
    email,
    phone: "(530) 555-0142",
    address: "88 Lake Blvd, Redding, CA 96003",
    propertyType: "Residential",
    serviceNeeded: "System Maintenance",
    website: "",
    startedAt: Date.now() - 10_000,
    ...overrides,
  };
}

const contactMessage = (email: string) => ({
  name: "Maria Reyes",
  email,
  message: "Do you service inverters?",
  website: "",
  startedAt: Date.now() - 10_000,
});

/** A consultation sent as the agent (signed in) or anonymously; its lead's reference. */
async function sendConsultation(body: object, agent = request.agent(testApp.app)): Promise<string> {
  const res = await agent.post("/api/solar-form").send(body);
  expect(res.status).toBe(201);
  return res.body.reference as string;
}

let bookingDay = 0;
/** Books the first free slot of a bookable weekday (a new one each call); the appointment's reference. */
async function book(email: string, agent = request.agent(testApp.app)): Promise<string> {
  const date = bookableWeekday(bookingDay++);
  const slots = await request(testApp.app)
    .get("/api/bookings/available-slots")
    .query({ date, type: "residential-consultation" });
  const res = await agent.post("/api/bookings/create").send({
    type: "residential-consultation",
    start: slots.body.slots[0].start,
    name: "Maria Reyes",
    email,
    phone: "(530) 555-0142",
    address: "1450 Court St, Redding, CA 96001",
  });
  expect(res.status).toBe(201);
  return res.body.reference as string;
}

async function subscribe(email: string, agent = request.agent(testApp.app)) {
  const res = await agent.post("/api/newsletter/subscribe").send({ email, source: "newsletter_form" });
  expect(res.status).toBe(200);
}

async function register(username: string, email: string): Promise<string> {
  const res = await request(testApp.app).post("/api/register").send({
    firstName: "Maria",
    lastName: "Reyes",
    email,
    username,
    password: "SolarPanel9",
    confirmPassword: "SolarPanel9",
  });
  expect(res.status).toBe(201);
  const [account] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  return account!.id;
}

const customerOfAccount = async (userId: string) =>
  (await db().select({ id: users.customerId }).from(users).where(eq(users.id, userId)))[0]!.id;
const customerOfLead = async (reference: string) =>
  (await db().select({ id: leads.customerId }).from(leads).where(eq(leads.reference, reference)))[0]!.id;
const customerOfAppointment = async (reference: string) =>
  (
    await db().select({ id: appointments.customerId }).from(appointments).where(eq(appointments.reference, reference))
  )[0]!.id;
const customerOfOrder = async (orderNumber: string) =>
  (await db().select({ id: orders.customerId }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]!.id;
const customerOfSubscriber = async (email: string) =>
  (
    await db()
      .select({ id: newsletterSubscribers.customerId })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
  )[0]!.id;
const customerRow = async (id: string | null) => (await db().select().from(customers).where(eq(customers.id, id!)))[0];

async function dashboardOf(userId: string) {
  const [account] = await db().select().from(users).where(eq(users.id, userId));
  return loadAccountDashboard(testApp.services, account!);
}

describe("matching a record to its customer at intake", () => {
  it("joins a consultation, a service request and a contact message from one address, in any case, in one customer", async () => {
    const first = await sendConsultation(consultation("Maria.Reyes@Example.com"));
    const serviceRequest = await sendConsultation(
      consultation("maria.reyes@example.com", { source: "service_request_form", address: "5 Elm St, Redding" }),
    );
    const contact = await request(testApp.app).post("/api/contact").send(contactMessage("MARIA.REYES@example.com"));
    expect(contact.status).toBe(201);

    const customerId = await customerOfLead(first);
    expect(await customerOfLead(serviceRequest)).toBe(customerId);
    expect(await customerOfLead(contact.body.reference)).toBe(customerId);
    expect(await customerRow(customerId)).toMatchObject({
      name: "Maria Reyes",
      email: "Maria.Reyes@Example.com",
      emailNormalized: "maria.reyes@example.com",
      phone: "(530) 555-0142",
      phoneDigits: "5305550142",
      addresses: ["88 Lake Blvd, Redding, CA 96003", "5 Elm St, Redding"],
    });
  });

  it("fills only what the customer lacks from a later record, and writes nothing when the record tells nothing new", async () => {
    const email = "returning.buyer@example.com";
    const intake = (facts: Omit<ContactFacts, "email">) =>
      db().transaction((tx) => customerForIntake(tx, { email, ...facts }, null));
    const customerId = await intake({ name: "Maria Reyes", address: "88 Lake Blvd, Redding, CA 96003" });
    const first = await customerRow(customerId);
    expect(first).toMatchObject({
      name: "Maria Reyes",
      phone: null,
      town: "Redding",
      addresses: ["88 Lake Blvd, Redding, CA 96003"],
    });

    expect(await intake({ name: "maria reyes", address: "88 lake blvd,  Redding, CA 96003" })).toBe(customerId);
    expect(await customerRow(customerId)).toEqual(first);

    expect(await intake({ name: "M. Reyes", phone: "(530) 555-0142", address: "1 Main St, Anderson, CA 96007" })).toBe(
      customerId,
    );
    expect(await customerRow(customerId)).toMatchObject({
      name: "Maria Reyes",
      phone: "(530) 555-0142",
      phoneDigits: "5305550142",
      town: "Redding",
      addresses: ["88 Lake Blvd, Redding, CA 96003", "1 Main St, Anderson, CA 96007"],
    });
  });

  it("finds each address's guest on every intake, also after PostgreSQL plans its named lookup generically", async () => {
    const intake = (email: string) =>
      db().transaction((tx) => customerForIntake(tx, { email, address: "5 Oak St, Redding, CA 96001" }, null));
    const first = await intake("prepared.one@example.com");
    const second = await intake("prepared.two@example.com");
    expect(second).not.toBe(first);
    // PostgreSQL tries a statement's own plans five times before it may keep a generic one.
    for (let round = 0; round < 8; round++) {
      expect([await intake("PREPARED.ONE@example.com"), await intake("prepared.two@example.com")]).toEqual([
        first,
        second,
      ]);
    }
    expect(await intake("prepared.three@example.com")).not.toBe(first);
  });

  it("joins a guest's booking (and its lead), order and newsletter sign-up by their address", async () => {
    const email = "guest.buyer@example.com";
    const appointment = await book(email);
    const { orderNumber } = await placeTestOrder(testApp, undefined, "Guest.Buyer@example.com");
    await subscribe(email);

    const customerId = await customerOfAppointment(appointment);
    expect(customerId).not.toBeNull();
    expect(await customerOfOrder(orderNumber)).toBe(customerId);
    expect(await customerOfSubscriber(email)).toBe(customerId);
    const [bookingLead] = await db()
      .select({ customerId: leads.customerId })
      .from(leads)
      .innerJoin(appointments, eq(appointments.leadId, leads.id))
      .where(eq(appointments.reference, appointment));
    expect(bookingLead).toEqual({ customerId });
  });

  it("gives a signed-in client's forms, booking, order and sign-up to their account's customer, whatever address they type", async () => {
    const client = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, client);
    const typed = "work.address@example.com";
    const lead = await sendConsultation(consultation(typed), agent);
    const contact = await agent.post("/api/contact").send(contactMessage(typed));
    const appointment = await book(typed, agent);
    const { orderNumber } = await placeTestOrder(testApp, await signedInCookie(testApp, client.id), typed);
    await subscribe(typed, agent);

    const customerId = await customerOfAccount(client.id);
    expect([
      await customerOfLead(lead),
      await customerOfLead(contact.body.reference),
      await customerOfAppointment(appointment),
      await customerOfOrder(orderNumber),
      await customerOfSubscriber(typed),
    ]).toEqual([customerId, customerId, customerId, customerId, customerId]);
    // The account's customer learns the phone and addresses the client gave; its name and address stay the account's.
    expect(await customerRow(customerId)).toMatchObject({
      name: "Test Person",
      email: client.email,
      phone: "(530) 555-0142",
      addresses: expect.arrayContaining(["88 Lake Blvd, Redding, CA 96003", "1 Test St, Redding, CA 96001"]),
    });
  });

  it("makes every registered account a customer of its own, and gives a converted lead's customer to the client it invites", async () => {
    const userId = await register("customer_of_own", "customer.of.own@example.com");
    expect(await customerRow(await customerOfAccount(userId))).toMatchObject({
      name: "Maria Reyes",
      email: "customer.of.own@example.com",
    });

    const admin = await createTestUser(testApp, { userType: "admin" });
    const lead = await insertLead(db(), { status: "won", email: "converted.client@example.com" });
    const convert = await request(testApp.app)
      .post(`/api/admin/leads/${lead.id}/project`)
      .set("Cookie", await signedInCookie(testApp, admin.id))
      .send({ title: "New array", type: "installation", siteAddress: "2 Oak St" });
    expect(convert.status).toBe(201);
    const [client] = await db()
      .select({ customerId: users.customerId })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(eq(projects.id, convert.body.id));
    expect(client).toEqual({ customerId: lead.customerId });
  });
});

describe("an account's customer", () => {
  it("says what the account holder's profile says after they change it", async () => {
    const client = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, client);
    const res = await agent.post("/api/user/profile").send({
      firstName: "Mia",
      lastName: "Okafor",
      email: client.email,
      phone: "(530) 555-0188",
      companyName: "Okafor Orchards",
    });
    expect(res.status).toBe(200);
    expect(await customerRow(await customerOfAccount(client.id))).toMatchObject({
      name: "Mia Okafor",
      phone: "(530) 555-0188",
      phoneDigits: "5305550188",
      companyName: "Okafor Orchards",
    });
  });
});

describe("a record reached through a new address", () => {
  it("never joins the records of that address to an account that has not confirmed it", async () => {
    const victim = "victim.guest@example.com";
    const theirLead = await sendConsultation(consultation(victim));
    const { orderNumber } = await placeTestOrder(testApp, undefined, victim);
    const victimsCustomer = await customerOfLead(theirLead);

    // Anyone can register with any address: the account starts as a customer of its own.
    const intruder = await register("intruder", victim);
    const intrudersCustomer = await customerOfAccount(intruder);
    expect(intrudersCustomer).not.toBe(victimsCustomer);
    // Whatever is sent from the address meanwhile still joins the guest's customer, not the account.
    const later = await sendConsultation(consultation(victim, { serviceNeeded: "Solar Repair" }));
    expect(await customerOfLead(later)).toBe(victimsCustomer);
    expect(await customerOfOrder(orderNumber)).toBe(victimsCustomer);
    const dashboard = await dashboardOf(intruder);
    expect([dashboard.requests, dashboard.orders, dashboard.appointments]).toEqual([[], [], []]);

    // Only the link mailed to the address (which the intruder cannot open) joins them.
    await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", victim));
    expect(await customerOfLead(theirLead)).toBe(intrudersCustomer);
  });

  it("typed by a signed-in client as someone else's confirmed address, joins the client's customer, not the address's", async () => {
    const owner = await createTestUser(testApp, { emailVerified: true });
    const other = await createTestUser(testApp);
    const agent = await signedInAgent(testApp, other);
    const reference = await sendConsultation(consultation(owner.email), agent);

    expect(await customerOfLead(reference)).toBe(await customerOfAccount(other.id));
    expect((await dashboardOf(owner.id)).requests).toEqual([]);
  });

  it("sent anonymously from a confirmed address, reaches its account's dashboard but changes nothing its customer says", async () => {
    const owner = await createTestUser(testApp, { emailVerified: true });
    const ownersCustomer = await customerRow(await customerOfAccount(owner.id));
    const res = await request(testApp.app)
      .post("/api/solar-form")
      .send(consultation(owner.email, { customerName: "Someone Else", phone: "(916) 555-0000" }));
    // The sender learns nothing of the account: the answer is the lead's own reference.
    expect(Object.keys(res.body).sort()).toEqual(["id", "reference"]);
    expect(await customerOfLead(res.body.reference)).toBe(ownersCustomer!.id);
    expect(await customerRow(ownersCustomer!.id)).toEqual(ownersCustomer);
    expect((await dashboardOf(owner.id)).requests.map((lead) => lead.reference)).toEqual([res.body.reference]);
  });

  it("sent from the address an account asked to change to, joins it only once that address is confirmed", async () => {
    const user = await createTestUser(testApp, { emailVerified: true });
    const newAddress = "next.address@example.com";
    const guestLead = await sendConsultation(consultation(newAddress));
    const agent = await signedInAgent(testApp, user);
    const change = await agent
      .post("/api/user/profile")
      .send({ firstName: "Test", lastName: "Person", email: newAddress });
    expect(change.status).toBe(200);
    expect(await customerOfLead(guestLead)).not.toBe(await customerOfAccount(user.id));

    await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", newAddress));
    expect(await customerOfLead(guestLead)).toBe(await customerOfAccount(user.id));
    expect((await dashboardOf(user.id)).requests.map((lead) => lead.reference)).toEqual([guestLead]);
  });
});

describe("confirming an address", () => {
  it("joins the address's guest customer to the account: its leads, appointments, orders and subscriptions, on the dashboard", async () => {
    const email = "joining.guest@example.com";
    const lead = await sendConsultation(consultation(email));
    const appointment = await book("Joining.Guest@example.com");
    const { orderNumber } = await placeTestOrder(testApp, undefined, email);
    await subscribe(email);
    const guestCustomer = await customerOfLead(lead);
    const userId = await register("joining_guest", email);
    expect(await customerOfAccount(userId)).not.toBe(guestCustomer);

    await confirmEmail(testApp.services, await linkTokenIn(testApp, "email_verification", email));

    const customerId = await customerOfAccount(userId);
    expect([
      await customerOfLead(lead),
      await customerOfAppointment(appointment),
      await customerOfOrder(orderNumber),
      await customerOfSubscriber(email),
    ]).toEqual([customerId, customerId, customerId, customerId]);
    expect(await customerRow(guestCustomer)).toBeUndefined();
    // What the guest told us fills what the account lacked.
    expect(await customerRow(customerId)).toMatchObject({
      name: "Maria Reyes",
      phone: "(530) 555-0142",
      addresses: expect.arrayContaining(["88 Lake Blvd, Redding, CA 96003", "1450 Court St, Redding, CA 96001"]),
    });
    const dashboard = await dashboardOf(userId);
    expect(dashboard.requests.map((request) => request.reference)).toContain(lead);
    expect(dashboard.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
    expect(dashboard.appointments.map((booked) => booked.reference)).toEqual([appointment]);
    expect(dashboard.subscriptions).toEqual([
      expect.objectContaining({
        email,
        unsubscribed: false,
        unsubscribePath: expect.stringMatching(/^\/newsletter\/unsubscribe\?token=[\w-]{64}$/),
      }),
    ]);
  });
});
