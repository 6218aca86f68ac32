import { and, eq, ilike, isNull, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { officeCalendar } from "#app/content/office-calendar.ts";
import { serviceTargetsFor, ticketPriorities } from "#app/content/service-targets.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { storedSlaBadge } from "./sla-clock.ts";
import { ticketSlaFilters } from "./sla-filter.ts";
import { finishedStatuses, ticketStatuses, waitingOn } from "./ticket-statuses.ts";
import { ticketScope } from "./ticket-scope.server.ts";
import { serviceTickets } from "./tables.server.ts";

const technicians = alias(users, "technicians");

/** Most urgent first: the next due time of an unmet target; finished and waiting tickets after every open one. */
const urgency = sql`coalesce(${serviceTickets.nextDueAt}, 'infinity'::timestamptz)`;

/**
 * A reference or the customer's name, e-mail, phone or company containing the text. Two indexed lookups joined
 * (the reference's and the customers' trigram indexes): an OR across the join would read every ticket.
 */
function ticketSearch(text: string): SQL {
  const pattern = likePattern(text);
  const matchingTickets = sql`select ${serviceTickets.id} from ${serviceTickets} where ${ilike(serviceTickets.reference, pattern)}
    union all
    select ${serviceTickets.id} from ${serviceTickets} where ${serviceTickets.customerId} in
      (select ${customers.id} from ${customers} where ${customers.searchText} like lower(${pattern}))`;
  return sql`${serviceTickets.id} in (${matchingTickets})`;
}

/** Past a target at `now`, as `storedSlaBadge` reads it: marked breached, or still running after its due time. */
const breachedAt = (now: Date) =>
  sql`coalesce(${or(
    eq(serviceTickets.responseState, "breached"),
    eq(serviceTickets.resolutionState, "breached"),
    and(eq(serviceTickets.responseState, "running"), lt(serviceTickets.responseDueAt, now)),
    and(eq(serviceTickets.resolutionState, "running"), lt(serviceTickets.resolutionDueAt, now)),
  )}, false)`;

/** `open`: every ticket not resolved or closed, the office's worklist; or one status. */
export const ticketStatusFilters = ["open", ...ticketStatuses] as const;

/**
 * /enterprise-carm/tickets and GET /api/service/tickets(.csv) (issue 28 §3): the tickets the reader may see (the
 * office's any, a technician's assigned, a client's own, ticket-scope.server.ts), most urgent first or newest first,
 * filtered by status, priority, technician and site, each with its SLA badge read at the time of the page from the
 * stored clock (decision 0171).
 */
export const ticketList = defineStaffList({
  path: "/api/service/tickets",
  access: "read:ticket:assigned",
  select: {
    id: serviceTickets.id,
    reference: serviceTickets.reference,
    createdAt: serviceTickets.createdAt,
    type: serviceTickets.type,
    priority: serviceTickets.priority,
    status: serviceTickets.status,
    origin: serviceTickets.origin,
    customerId: serviceTickets.customerId,
    customerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
    siteId: serviceTickets.siteId,
    line1: sites.line1,
    city: sites.city,
    systemId: serviceTickets.systemId,
    technicianId: serviceTickets.technicianId,
    technicianName: fullName(technicians),
    responseDueAt: serviceTickets.responseDueAt,
    resolutionDueAt: serviceTickets.resolutionDueAt,
    respondedAt: serviceTickets.respondedAt,
    resolvedAt: serviceTickets.resolvedAt,
    responseState: serviceTickets.responseState,
    resolutionState: serviceTickets.resolutionState,
    slaBadge: serviceTickets.slaBadge,
    nextDueAt: serviceTickets.nextDueAt,
  },
  // Left joins although every ticket has its site and customer (not-null keys): PostgreSQL drops a left join to a
  // unique key that nothing reads, so the page's total counts the tickets alone instead of joining every one.
  from: (db, selection) =>
    db
      .select(selection)
      .from(serviceTickets)
      .leftJoin(sites, eq(sites.id, serviceTickets.siteId))
      .leftJoin(customers, eq(customers.id, serviceTickets.customerId))
      .leftJoin(technicians, eq(technicians.id, serviceTickets.technicianId))
      .$dynamic(),
  filters: {
    search: filter(searchParam, ticketSearch),
    status: filter(optionalParam(z.enum(ticketStatusFilters)), (status) =>
      status === "open" ? notInArray(serviceTickets.status, [...finishedStatuses]) : eq(serviceTickets.status, status),
    ),
    priority: filter(optionalParam(z.enum(ticketPriorities)), (priority) => eq(serviceTickets.priority, priority)),
    /** A technician's id, or `none` for the tickets nobody is assigned. */
    technician: filter(optionalParam(z.union([z.uuid(), z.literal("none")])), (technician) =>
      technician === "none" ? isNull(serviceTickets.technicianId) : eq(serviceTickets.technicianId, technician),
    ),
    siteId: filter(optionalParam(z.uuid()), (siteId) => eq(serviceTickets.siteId, siteId)),
    sla: filter(optionalParam(z.enum(ticketSlaFilters)), (sla, now) =>
      sla === "breached" ? breachedAt(now) : sql`not ${breachedAt(now)}`,
    ),
  },
  sorts: { due: sortKey(urgency, "timestamptz"), opened: sortKey(serviceTickets.createdAt, "timestamptz") },
  dir: "asc",
  id: { column: serviceTickets.id, type: "uuid" },
  scope: (user, policy) => ticketScope(user, policy),
  item: ({ slaBadge, ...row }, now) => ({
    ...row,
    badge: storedSlaBadge(
      { ...row, slaBadge, openedAt: row.createdAt, targets: serviceTargetsFor(row.type, row.priority) },
      officeCalendar,
      now,
    ),
    waitingOn: waitingOn[row.status] ?? null,
  }),
  csv: {
    columns: [
      "reference",
      "createdAt",
      "type",
      "priority",
      "status",
      "origin",
      "customerName",
      "line1",
      "city",
      "technicianName",
      "responseDueAt",
      "resolutionDueAt",
      "respondedAt",
      "resolvedAt",
      "responseState",
      "resolutionState",
    ],
  },
});

export type TicketPage = StaffListPage<typeof ticketList>;
export type TicketListQuery = StaffListQuery<typeof ticketList>;
export type TicketListItem = TicketPage["items"][number];
