import { eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { defaultedParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { claimStates, openClaimStates } from "./claim-states.ts";
import { claimOverdue } from "./claim-overdue.server.ts";
import { warrantyClaimItems, warrantyClaims } from "./tables.server.ts";

/** The list's state filter: the open claims (to claim, or claimed and not paid) unless one state is asked for. */
export const claimStateFilters = ["open", ...claimStates] as const;
export type ClaimStateFilter = (typeof claimStateFilters)[number];

const ofState = (state: ClaimStateFilter): SQL | undefined =>
  state === "open" ? inArray(warrantyClaims.state, [...openClaimStates]) : eq(warrantyClaims.state, state);

/** A claim with its ticket and the ticket's customer: the same rows for the page, its totals and the CSV. */
const claimsWithTickets = (db: Database, selection: SelectedFields) =>
  db
    .select(selection)
    .from(warrantyClaims)
    .innerJoin(serviceTickets, eq(serviceTickets.id, warrantyClaims.ticketId))
    .innerJoin(customers, eq(customers.id, serviceTickets.customerId))
    .$dynamic();

/** The replaced serials, old → new, in the order the claim lists them. */
const replacedSerials = sql<string>`(select string_agg(coalesce(${warrantyClaimItems.oldSerial}, '?') || ' -> ' || ${warrantyClaimItems.newSerial}, '; ' order by ${warrantyClaimItems.position}) from ${warrantyClaimItems} where ${warrantyClaimItems.claimId} = ${warrantyClaims.id})`;

const claimColumns = (now: Date) => ({
  id: warrantyClaims.id,
  ticketId: serviceTickets.id,
  ticketReference: serviceTickets.reference,
  customerId: customers.id,
  customerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
  manufacturer: warrantyClaims.manufacturer,
  rmaNumber: warrantyClaims.rmaNumber,
  replacedOn: warrantyClaims.replacedOn,
  serials: replacedSerials,
  claimDeadline: warrantyClaims.claimDeadline,
  deadlineRule: warrantyClaims.deadlineRule,
  state: warrantyClaims.state,
  claimedOn: warrantyClaims.claimedOn,
  paidOn: warrantyClaims.paidOn,
  rejectedOn: warrantyClaims.rejectedOn,
  amountCents: warrantyClaims.amountCents,
  overdue: claimOverdue(now),
});

/**
 * /enterprise-carm/claims, GET /api/service/claims(.csv) (issue 28 §3): warranty claims by deadline, soonest first,
 * the open ones (not yet claimed, or claimed and not paid) unless a state is asked for; with the labour
 * reimbursement they add up to over the whole filter, and of it what is not claimed yet. Amounts, the totals too,
 * only for a role with `read:money:any` (decision 0133).
 */
export const claimsDueList = defineStaffList({
  path: "/api/service/claims",
  access: "read:ticket:any",
  select: claimColumns,
  from: claimsWithTickets,
  filters: {
    state: filter(defaultedParam(z.enum(claimStateFilters).default("open")), ofState),
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(
        ilike(warrantyClaims.manufacturer, pattern),
        ilike(warrantyClaims.rmaNumber, pattern),
        ilike(serviceTickets.reference, pattern),
        sql`${customers.searchText} like lower(${pattern})`,
      );
    }),
  },
  sorts: { claimDeadline: sortKey(sql`${warrantyClaims.claimDeadline}::text`, "text") },
  dir: "asc",
  id: { column: warrantyClaims.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  extras: async (db, { where, readsAmounts }) => {
    if (!readsAmounts) return { totals: null };
    const [totals] = (await claimsWithTickets(db, {
      amountCents: sql<string>`coalesce(sum(${warrantyClaims.amountCents}), 0)`,
      toClaimCents: sql<string>`coalesce(sum(${warrantyClaims.amountCents}) filter (where ${warrantyClaims.state} = 'to_claim'), 0)`,
    }).where(where)) as { amountCents: string; toClaimCents: string }[];
    return {
      totals: { amountCents: Number(totals?.amountCents ?? 0), toClaimCents: Number(totals?.toClaimCents ?? 0) },
    };
  },
  csv: {
    columns: [
      "id",
      "ticketReference",
      "customerName",
      "manufacturer",
      "rmaNumber",
      "replacedOn",
      "serials",
      "claimDeadline",
      "deadlineRule",
      "state",
      "overdue",
      "claimedOn",
      "paidOn",
      "rejectedOn",
      "amountCents",
    ],
    amounts: ["amountCents"],
  },
});

export type ClaimsDuePage = StaffListPage<typeof claimsDueList>;
export type ClaimsDueQuery = StaffListQuery<typeof claimsDueList>;
