import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { orderList, stockList } from "#app/areas/commerce/index.server.ts";
import {
  appointmentList,
  claimsDueList,
  dueVisitList,
  myDayPageData,
  projectList,
  ticketList,
  warrantyList,
} from "#app/areas/delivery/index.server.ts";
import { leadList } from "#app/areas/sales/index.server.ts";
import { insertLead } from "#tests/support/leads.ts";
import { seedEveryTable } from "#tests/support/seed-every-table.ts";
import { insertTestTicket, insertTicket } from "#tests/support/service-tickets.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser, sessionUserOf } from "#tests/support/users.ts";
import { loadStaffHome } from "./home-cards.server.ts";

/**
 * The staff home on a seeded back office: each card's count is the total its link's list shows the same person,
 * read through the list's page (its rows, and its count only when more pages follow) from the link's own query.
 */
let testApp: TestApp;
const users = {} as Record<"admin" | "office" | "sales" | "technician", SessionUser>;
const now = new Date();

type Total = (user: SessionUser, params: URLSearchParams) => Promise<number>;
const listTotal =
  <Query>(list: {
    readQuery: (params: URLSearchParams) => Query;
    page: (services: TestApp["services"], user: SessionUser, query: Query, now?: Date) => Promise<{ total: number }>;
  }): Total =>
  async (user, params) =>
    (await list.page(testApp.services, user, list.readQuery(params), now)).total;

/** Each linked page's own reading of its URL. */
const totals: Record<string, Total> = {
  "/admin-crm": listTotal(leadList),
  "/admin-crm/appointments": listTotal(appointmentList),
  "/enterprise-carm/my-day": async (user, params) => {
    const context = { services: testApp.services, checkedUser: user } as unknown as AppLoadContext;
    const url = new URL(`http://test/enterprise-carm/my-day?${params.toString()}`);
    return (await myDayPageData(context, url, now)).visits.length;
  },
  "/enterprise-carm/tickets": listTotal(ticketList),
  "/admin-crm/projects": listTotal(projectList),
  "/enterprise-carm/warranties": listTotal(warrantyList),
  "/enterprise-carm/plans/due": listTotal(dueVisitList),
  "/enterprise-carm/claims": listTotal(claimsDueList),
  "/platform/inventory/orders": listTotal(orderList),
  "/platform/inventory": listTotal(stockList),
};

async function cardsOf(user: SessionUser) {
  return (await loadStaffHome(testApp.services, user, now)).cards;
}

async function expectCountsMatchLists(user: SessionUser) {
  const cards = await cardsOf(user);
  for (const card of cards) {
    const url = new URL(card.to, "http://test");
    const total = totals[url.pathname];
    expect(total, `a total for ${url.pathname}`).toBeDefined();
    expect({ card: card.id, count: card.count }).toEqual({
      card: card.id,
      count: await total!(user, url.searchParams),
    });
  }
  return cards;
}

beforeAll(async () => {
  testApp = await createTestApp();
  await seedEveryTable(testApp);
  for (const role of ["admin", "office", "sales", "technician"] as const) {
    users[role] = sessionUserOf(await createTestUser(testApp, { userType: role }));
  }
  // Another's new lead, which a sales rep's inbox does not show them; and a ticket a month old, past its targets.
  await insertLead(testApp.services.db, { status: "new", assigneeId: users.admin.id });
  const { customerId, siteId } = await insertTestTicket(testApp, { technicianId: users.technician.id });
  await insertTicket(testApp, { customerId, siteId, openedAt: new Date(now.getTime() - 30 * 24 * 3600 * 1000) });
}, 180_000);
afterAll(() => testApp?.close());

const everyCard = [
  "new-leads",
  "leads-overdue",
  "leads-due",
  "appointments-today",
  "visits-today",
  "tickets-breached",
  "tickets-within",
  "projects-unread",
  "projects-overdue-todos",
  "warranties-ending",
  "plan-visits-due",
  "claims-open",
  "orders-to-fulfil",
  "low-stock",
];

describe("the staff home's counts", () => {
  it("gives the office every card, each counting what its linked list shows them", async () => {
    const cards = await expectCountsMatchLists(users.office);
    expect(cards.map((card) => card.id)).toEqual(everyCard);
    const count = Object.fromEntries(cards.map((card) => [card.id, card.count]));
    // The seed's two open leads are new and due for first contact, plus the one assigned to the admin.
    expect(count["new-leads"]).toBeGreaterThanOrEqual(3);
    expect(count["projects-unread"]).toBe(1);
    expect(count["claims-open"]).toBe(1);
    expect(count["low-stock"]).toBeGreaterThan(0);
    expect(cards.find((card) => card.id === "low-stock")!.to).toBe("/platform/inventory?state=low");
  });

  it("gives an admin the same cards and counts as the office", async () => {
    const admin = await expectCountsMatchLists(users.admin);
    expect(admin).toEqual(await cardsOf(users.office));
  });

  it("gives a sales rep only the lead cards, counting the leads their inbox shows them", async () => {
    const cards = await expectCountsMatchLists(users.sales);
    expect(cards.map((card) => card.id)).toEqual(["new-leads", "leads-overdue", "leads-due"]);
    const office = await cardsOf(users.office);
    const newLeads = (list: typeof cards) => list.find((card) => card.id === "new-leads")!.count;
    expect(newLeads(cards)).toBe(newLeads(office) - 1);
  });

  it("sends a technician to their day", async () => {
    const answer = await cardsOf(users.technician).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get("Location")).toBe("/enterprise-carm/my-day");
  });

  it("splits the open tickets by their SLA as the tickets list does", async () => {
    const cards = await cardsOf(users.office);
    const open = await totals["/enterprise-carm/tickets"]!(users.office, new URLSearchParams({ status: "open" }));
    const count = (id: string) => cards.find((card) => card.id === id)!.count;
    expect(count("tickets-breached")).toBe(1);
    expect(count("tickets-breached") + count("tickets-within")).toBe(open);
  });
});
