import { expect, request } from "@playwright/test";
import { portfolioProjects } from "#app/content/portfolio.ts";
import { demoCatalogue } from "#app/areas/commerce/shop/demo-catalogue.ts";
import { bookableWeekday } from "./booking-dates.ts";
import type { StorageState } from "./e2e-fixtures.ts";
import { e2eBaseUrl } from "./e2e-env.ts";
import { waitForMail } from "./e2e-mailbox.ts";
import { confirmEmailAddress, newClient, registerClient } from "./e2e-users.ts";

export interface WalkRecords {
  /** A client who owns an order, a project and an appointment. */
  clientState: StorageState;
  /** A route table path with its parameters filled in by the records made here (and the appointments page opened on one). */
  concrete(path: string): string;
}

/**
 * One record of every kind a page with a parameter shows, so that the walk opens each page as it looks in use: a
 * lead, a product, a client's order and project, an appointment with its manage link, its confirmation mail, a staff
 * invitation, and telemetry reports (their pages show tables only once something was reported).
 */
export async function createWalkRecords(adminState: StorageState): Promise<WalkRecords> {
  const admin = await request.newContext({ baseURL: e2eBaseUrl, storageState: adminState });
  const leadEmail = `layout-${Date.now()}@example.com`;
  // Sent signed out, as a visitor sends it: a signed-in sender's lead would be the sender's own customer's.
  const visitor = await request.newContext({ baseURL: e2eBaseUrl });
  const lead = await visitor.post("/api/solar-form", {
    data: {
      customerName: "Wide Layout",
      email: leadEmail,
      phone: "(530) 555-0142",
      address: "1 Overflow Way, Redding, CA 96001",
      propertyType: "Residential",
      serviceNeeded: "Solar Repair",
      startedAt: Date.now() - 60_000,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  const { reference } = (await lead.json()) as { reference: string };
  await visitor.dispose();
  const list = (await (await admin.get(`/api/admin/leads?search=${reference}`)).json()) as { items: { id: string }[] };
  const leadId = list.items[0]!.id;
  const customers = (await (await admin.get(`/api/crm/customers?q=${encodeURIComponent(leadEmail)}`)).json()) as {
    items: { id: string }[];
  };
  const customerId = customers.items[0]!.id;
  const now = new Date().toISOString();
  const userAgent = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36";
  const url = `${e2eBaseUrl}/portfolio/${portfolioProjects[0]!.slug}`;
  const metrics = {
    largestContentfulPaint: 1800,
    firstContentfulPaint: 900,
    timeToFirstByte: 120,
    cumulativeLayoutShift: 0.02,
  };
  expect((await admin.post("/api/performance", { data: { metrics, timestamp: now, url, userAgent } })).status()).toBe(
    204,
  );
  const error = { type: "js_error", message: "Layout check: a reported error", timestamp: now, userAgent, url };
  const errors = await admin.post("/api/errors", { data: { errors: [error] } });
  expect(errors.status(), await errors.text()).toBe(204);
  const products = (await (await admin.get("/api/admin/products?pageSize=1")).json()) as { items: { id: number }[] };
  const productId = String(products.items[0]!.id);

  const client = await request.newContext({ baseURL: e2eBaseUrl });
  const layla = await registerClient(client, newClient("Layla"));
  await confirmEmailAddress(client, layla);
  // An order of the client's own: its confirmation page is shown to its owner only.
  const order = await client.post("/api/orders", {
    headers: { "Idempotency-Key": `layout-${Date.now()}-order-key` },
    data: {
      items: [{ sku: demoCatalogue[0]!.sku, quantity: 1 }],
      contact: { name: "Layla Rivera", email: "layla@example.com", phone: "(530) 555-0142" },
      delivery: { method: "pickup" },
      billingAddress: { line1: "1 Overflow Way", city: "Redding", state: "CA", postalCode: "96001" },
      paymentMethod: "invoice",
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderNumber } = (await order.json()) as { orderNumber: string };
  const clientState = await client.storageState();
  await client.dispose();

  // A project of that client's (its staff and client pages), and an appointment whose manage link the mail carries.
  const project = await admin.post("/api/admin/projects", {
    data: { clientEmail: layla.email, title: "Layout check", type: "installation", siteAddress: "1 Overflow Way" },
  });
  expect(project.status(), await project.text()).toBe(201);
  const projectId = ((await project.json()) as { id: string }).id;
  // A site of the client's own customer with a system on it: the service pages' records, and the client's ticket page.
  const clientCustomers = await admin.get(`/api/crm/customers?q=${encodeURIComponent(layla.email)}`);
  const [clientCustomer] = ((await clientCustomers.json()) as { items: { id: string }[] }).items;
  const site = await admin.post("/api/service/sites", {
    data: {
      customerId: clientCustomer!.id,
      address: { line1: "1 Overflow Way", city: "Redding", state: "CA", postalCode: "96001" },
      accessNotes: "Gate code 1234",
    },
  });
  expect(site.status(), await site.text()).toBe(201);
  const siteId = ((await site.json()) as { id: string }).id;
  const system = await admin.post("/api/service/systems", {
    data: {
      siteId,
      kind: "hybrid",
      installedOn: "2024-02-29",
      installer: "other",
      equipment: [{ category: "panel", make: "Qcells", model: "Q.TRON BLK S-G3R.12+ 440", serial: "QC-0001" }],
    },
  });
  expect(system.status(), await system.text()).toBe(201);
  const systemId = ((await system.json()) as { id: string }).id;
  // A ticket the office opened on it: the client's ticket page (the admin, not its customer, is answered 404).
  const ticket = await admin.post("/api/service/tickets", {
    data: { systemId, type: "repair", description: "The inverter shows a red light." },
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const ticketId = ((await ticket.json()) as { id: string }).id;
  // The last free time of a day the booking journey does not use, so that the two never race for one slot. Each
  // worker books one: a worker that lost the last time to the other takes the latest of the times still free.
  const date = bookableWeekday(7);
  let { slots } = (await (await admin.get(`/api/bookings/available-slots?date=${date}&type=maintenance`)).json()) as {
    slots: { start: string }[];
  };
  let booking;
  for (let attempt = 0; attempt < 3; attempt++) {
    booking = await admin.post("/api/bookings/create", {
      data: {
        type: "maintenance",
        start: slots.at(-1)!.start,
        name: "Layla Rivera",
        email: layla.email,
        phone: "(530) 555-0142",
        address: "1 Overflow Way, Redding, CA 96001",
      },
    });
    if (booking.status() !== 409) break;
    ({ slots } = (await booking.json()) as { slots: { start: string }[] });
  }
  expect(booking!.status(), await booking!.text()).toBe(201);
  const booked = (await booking!.json()) as { manageUrl: string; reference: string };
  const manageToken = booked.manageUrl.split("/").pop()!;
  const listed = await admin.get(`/api/admin/appointments?date=${date}&view=day&search=${booked.reference}`);
  const [appointment] = ((await listed.json()) as { items: { id: string }[] }).items;
  // The appointments page on the booked appointment's week, with it opened (the grid and the move picker).
  const appointmentsPath = `/admin-crm/appointments?date=${date}&appointment=${appointment!.id}`;
  // The booking's confirmation is in the outbox: the mail page shows one.
  const outbox = await admin.get("/api/admin/outbox");
  const mailId = ((await outbox.json()) as { items: { id: string }[] }).items[0]!.id;
  // A staff invitation: its page is the form the invitee sets up their account with.
  const staffEmail = `walk-staff-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const invited = await admin.post("/api/admin/staff", {
    data: { email: staffEmail, firstName: "Wide", lastName: "Layout", role: "technician" },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const invitation = await waitForMail((mail) => mail.to.includes(staffEmail));
  const invitationToken = invitation.text.match(/\/staff-invitation\/([\w-]+)/)![1]!;
  await admin.dispose();

  return {
    clientState,
    concrete: (path) =>
      path
        .replace(":productSlug", demoCatalogue[0]!.slug)
        .replace(":orderNumber", orderNumber)
        .replace(":productId", productId)
        .replace(":projectId", projectId)
        .replace(":ticketId", ticketId)
        .replace(/^\/staff-invitation\/:token$/, `/staff-invitation/${invitationToken}`)
        .replace(":token", manageToken)
        .replace(":mailId", mailId)
        .replace(/^\/admin-crm\/appointments$/, appointmentsPath)
        .replace(/^\/admin-crm\/projects\/:id$/, `/admin-crm/projects/${projectId}`)
        .replace(/^\/platform\/crm\/customers\/:id$/, `/platform/crm/customers/${customerId}`)
        .replace(/^\/enterprise-carm\/sites\/:id$/, `/enterprise-carm/sites/${siteId}`)
        .replace(/^\/enterprise-carm\/systems\/:id$/, `/enterprise-carm/systems/${systemId}`)
        .replace(":id", leadId),
  };
}
