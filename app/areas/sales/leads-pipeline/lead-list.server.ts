import { eq, gte, isNull, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { users } from "#app/areas/identity/tables.server.ts";
import { propertyTypes } from "#app/areas/sales/leads/index.ts";
import { leadSources, leads } from "#app/areas/sales/leads/tables.server.ts";
import { leadServices } from "#app/content/services.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { defaultedParam, officeDateParam, optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import { startOfOfficeDay } from "#app/lib/office-time.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { possibleSpam, searchCondition, slaCondition, statusRank } from "./lead-filters.server.ts";
import { leadFieldColumns, withSla } from "./lead-queries.server.ts";
import { leadScope } from "./lead-scope.server.ts";
import { leadStatuses } from "./pipeline.ts";

/** exclude: hide spam (possible spam shows); possible: only possible spam; only: only spam. */
const spamFilters = ["exclude", "include", "possible", "only"] as const;

/**
 * The inbox (/admin-crm), GET /api/admin/leads and its CSV: filters, sorting and page, of the leads the user works
 * (a sales rep's own and unassigned ones under the default policy). `from` and `to` are days at the office
 * (America/Los_Angeles), both included. The CSV holds every stored field of a lead, then its assignee's name, less
 * the amounts for a role without `read:money`; a CSV cell holds text, so the calculator's snapshot is its JSON text.
 */
export const leadList = defineStaffList({
  path: "/api/admin/leads",
  access: "read:lead:own",
  select: {
    id: leads.id,
    reference: leads.reference,
    createdAt: leads.createdAt,
    source: leads.source,
    status: leads.status,
    isSpam: leads.isSpam,
    spamSignals: leads.spamSignals,
    spamReviewedAt: leads.spamReviewedAt,
    customerName: leads.customerName,
    email: leads.email,
    phone: leads.phone,
    propertyType: leads.propertyType,
    serviceNeeded: leads.serviceNeeded,
    assigneeId: leads.assigneeId,
    assigneeName: fullName(users),
    firstContactedAt: leads.firstContactedAt,
  },
  from: (db, selection) => db.select(selection).from(leads).leftJoin(users, eq(users.id, leads.assigneeId)).$dynamic(),
  filters: {
    search: filter(searchParam, searchCondition),
    status: filter(optionalParam(z.enum(leadStatuses)), (status) => eq(leads.status, status)),
    propertyType: filter(optionalParam(z.enum(propertyTypes)), (type) => eq(leads.propertyType, type)),
    serviceNeeded: filter(optionalParam(z.enum(leadServices)), (service) => eq(leads.serviceNeeded, service)),
    source: filter(optionalParam(z.enum(leadSources)), (source) => eq(leads.source, source)),
    from: filter(officeDateParam, (from) => gte(leads.createdAt, startOfOfficeDay(from))),
    to: filter(officeDateParam, (to) => lt(leads.createdAt, startOfOfficeDay(to, 1))),
    /** A staff member's id, or "none" for unassigned leads. */
    assignee: filter(
      optionalParam(z.union([z.uuid(), z.literal("none")], { error: "Unknown assignee" })),
      (assignee) => (assignee === "none" ? isNull(leads.assigneeId) : eq(leads.assigneeId, assignee)),
    ),
    /** Uncontacted leads whose response promise is still running (due) or already broken (overdue). */
    sla: filter(optionalParam(z.enum(["due", "overdue"])), slaCondition),
    spam: filter(defaultedParam(z.enum(spamFilters).default("exclude")), (spam) => {
      if (spam === "exclude") return eq(leads.isSpam, false);
      if (spam === "only") return eq(leads.isSpam, true);
      return spam === "possible" ? possibleSpam : undefined;
    }),
  },
  sorts: {
    createdAt: sortKey(leads.createdAt, "timestamptz"),
    customerName: sortKey(sql`lower(${leads.customerName})`, "text"),
    status: sortKey(statusRank, "integer"),
  },
  dir: "desc",
  id: { column: leads.id, type: "uuid" },
  scope: leadScope,
  item: withSla,
  csv: {
    select: {
      ...leadFieldColumns,
      calculatorSnapshot: sql<string | null>`${leads.calculatorSnapshot}::text`,
      assigneeName: fullName(users),
    },
    columns: [...(Object.keys(leadFieldColumns) as (keyof typeof leadFieldColumns)[]), "assigneeName"],
    amounts: ["currentElectricBill", "calculatorSnapshot", "amountCents"],
  },
});

export type LeadPage = StaffListPage<typeof leadList>;
export type LeadListQuery = StaffListQuery<typeof leadList>;
