import { redirect } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { permissionsOfUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { orderList, stockList } from "#app/areas/commerce/index.server.ts";
import {
  appointmentList,
  claimsDueList,
  countDayVisits,
  dueVisitList,
  projectList,
  ticketList,
  warrantyList,
} from "#app/areas/delivery/index.server.ts";
import { leadList } from "#app/areas/sales/index.server.ts";
import { pageAccessByRouteId, pageRouteId } from "#app/route-table.ts";
import { accessTo, can, type Permission } from "#app/lib/permissions.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import type { StaffNavigationGroup } from "#app/lib/staff-navigation.ts";
import type { HomeCard } from "./home-card.ts";

/** Where a technician's home is: their day (decision 0205). */
const TECHNICIAN_HOME = "/enterprise-carm/my-day";

type Count = (services: ListServices, user: SessionUser, params: URLSearchParams, now: Date) => Promise<number>;

/** A card: what it counts, the list page it links to with the filter that list reads, and its count for a user. */
interface CardDeclaration {
  id: string;
  label: string;
  group: StaffNavigationGroup;
  page: string;
  filter: (today: string) => Record<string, string>;
  count: Count;
}

/**
 * A card over a staff list is counted by the list itself from the query the list reads off the link: the same
 * joins, scope and filters as the page the link opens, so the two cannot disagree.
 */
function ofList<Query>(list: {
  readQuery: (params: URLSearchParams) => Query;
  countMatching: (services: ListServices, user: SessionUser, query: Query, now?: Date) => Promise<number>;
}): Count {
  return (services, user, params, now) => list.countMatching(services, user, list.readQuery(params), now);
}

/** What each card counts and links (decision 0204), in the staff navigation's groups and order. */
const homeCards: readonly CardDeclaration[] = [
  {
    id: "new-leads",
    label: "New leads",
    group: "Sales",
    page: "/admin-crm",
    filter: () => ({ status: "new" }),
    count: ofList(leadList),
  },
  {
    id: "leads-overdue",
    label: "Leads overdue for first contact",
    group: "Sales",
    page: "/admin-crm",
    filter: () => ({ sla: "overdue" }),
    count: ofList(leadList),
  },
  {
    id: "leads-due",
    label: "Leads due for first contact",
    group: "Sales",
    page: "/admin-crm",
    filter: () => ({ sla: "due" }),
    count: ofList(leadList),
  },
  {
    id: "appointments-today",
    label: "Appointments booked today",
    group: "Projects and service",
    page: "/admin-crm/appointments",
    filter: (today) => ({ view: "day", date: today, status: "booked" }),
    count: ofList(appointmentList),
  },
  {
    id: "visits-today",
    label: "Service visits today",
    group: "Projects and service",
    page: TECHNICIAN_HOME,
    filter: (today) => ({ date: today }),
    count: (services, user, _params, now) => countDayVisits(services.db, user, officeToday(now)),
  },
  {
    id: "tickets-breached",
    label: "Open tickets past an SLA target",
    group: "Projects and service",
    page: "/enterprise-carm/tickets",
    filter: () => ({ status: "open", sla: "breached" }),
    count: ofList(ticketList),
  },
  {
    id: "tickets-within",
    label: "Open tickets within their SLA",
    group: "Projects and service",
    page: "/enterprise-carm/tickets",
    filter: () => ({ status: "open", sla: "within" }),
    count: ofList(ticketList),
  },
  {
    id: "projects-unread",
    label: "Projects with unread client messages",
    group: "Projects and service",
    page: "/admin-crm/projects",
    filter: () => ({ attention: "unread" }),
    count: ofList(projectList),
  },
  {
    id: "projects-overdue-todos",
    label: "Projects with overdue client to-dos",
    group: "Projects and service",
    page: "/admin-crm/projects",
    filter: () => ({ attention: "overdue" }),
    count: ofList(projectList),
  },
  {
    id: "warranties-ending",
    label: "Warranties ending within 90 days",
    group: "Projects and service",
    page: "/enterprise-carm/warranties",
    filter: () => ({}),
    count: ofList(warrantyList),
  },
  {
    id: "plan-visits-due",
    label: "Plan visits due by today",
    group: "Projects and service",
    page: "/enterprise-carm/plans/due",
    filter: (today) => ({ to: today }),
    count: ofList(dueVisitList),
  },
  {
    id: "claims-open",
    label: "Warranty claims open",
    group: "Projects and service",
    page: "/enterprise-carm/claims",
    filter: () => ({ state: "open" }),
    count: ofList(claimsDueList),
  },
  {
    id: "orders-to-fulfil",
    label: "Paid orders to fulfil",
    group: "Store",
    page: "/platform/inventory/orders",
    filter: () => ({ status: "paid" }),
    count: ofList(orderList),
  },
  {
    id: "low-stock",
    label: "Products low on stock",
    group: "Store",
    page: "/platform/inventory",
    filter: () => ({ state: "low" }),
    count: ofList(stockList),
  },
];

/** The permission a page declares in the route table: a card shows only to those who may open its list. */
function pagePermission(page: string): Permission {
  const access = pageAccessByRouteId.get(pageRouteId(page))?.access;
  if (!access || access === "public" || access === "signedIn" || access === "staff") {
    throw new Error(`${page} declares no permission for a home card`);
  }
  return access;
}

/** A card's link: its list's page with the filter, as the list's own filter form would write it. */
function cardLink(card: CardDeclaration, today: string): string {
  const query = new URLSearchParams(card.filter(today)).toString();
  return query ? `${card.page}?${query}` : card.page;
}

/**
 * /admin: the cards the user's role may open, each counted in SQL as its list counts for them; a technician, whose
 * tickets reach only those assigned to them, is sent to their day instead (a thrown redirect the loader passes on).
 */
export async function loadStaffHome(
  services: ListServices,
  user: SessionUser,
  now = new Date(),
): Promise<{ cards: HomeCard[] }> {
  const held = permissionsOfUser(user, await rolePolicy(services));
  if (accessTo(held, "read", "ticket") === "assigned") throw redirect(TECHNICIAN_HOME);
  const today = officeToday(now);
  const shown = homeCards.filter((card) => can(held, pagePermission(card.page)));
  const cards = await Promise.all(
    shown.map(async (card) => {
      const to = cardLink(card, today);
      const params = new URLSearchParams(card.filter(today));
      return {
        id: card.id,
        label: card.label,
        group: card.group,
        to,
        count: await card.count(services, user, params, now),
      };
    }),
  );
  return { cards };
}
