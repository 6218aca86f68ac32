import { and, eq, gte, ilike, lte, or, sql } from "drizzle-orm";
import { likePattern } from "#app/lib/like-pattern.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { z } from "#app/lib/zod.ts";
import { officeDateParam, optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { siteScope } from "#app/areas/delivery/installed-systems/index.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { purchasesWithoutSite } from "./plan-purchases.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";
import type { AppLoadContext } from "react-router";
import { officeToday } from "#app/lib/office-time.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { can } from "#app/lib/permissions.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";

/** `?month=2026-12`: a calendar month. */
const monthParam = optionalParam(z.string().regex(/^20\d\d-(0[1-9]|1[0-2])$/, "Use a month like 2026-12"));

/**
 * /enterprise-carm/plans/due, GET /api/service/visits/due(.csv)?from=&to=&month=&town=&search=: the plan visits the office has
 * to book (issue 29 §1), soonest first: due, of active plans, within the reader's sites. A cancelled booking puts
 * its visit back here.
 */
export const dueVisitList = defineStaffList({
  path: "/api/service/visits/due",
  access: "read:site:any",
  select: {
    id: planVisits.id,
    dueOn: planVisits.dueOn,
    title: planVisits.title,
    planId: sitePlans.id,
    templateId: sitePlans.templateId,
    siteId: sites.id,
    line1: sites.line1,
    city: sites.city,
    customerId: customers.id,
    customerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
  },
  from: (db, selection) =>
    db
      .select(selection)
      .from(planVisits)
      .innerJoin(sitePlans, eq(sitePlans.id, planVisits.planId))
      .innerJoin(sites, eq(sites.id, sitePlans.siteId))
      .innerJoin(customers, eq(customers.id, sites.customerId))
      .$dynamic(),
  filters: {
    search: filter(searchParam, (text) => {
      const pattern = likePattern(text);
      return or(ilike(customers.searchText, pattern), ilike(sites.line1, pattern));
    }),
    from: filter(officeDateParam, (from) => gte(planVisits.dueOn, from)),
    to: filter(officeDateParam, (to) => lte(planVisits.dueOn, to)),
    month: filter(monthParam, (month) => sql`to_char(${planVisits.dueOn}, 'YYYY-MM') = ${month}`),
    town: filter(
      optionalParam(z.string().trim().max(80, "At most 80 characters")),
      (town) => sql`lower(${sites.city}) = lower(${town})`,
    ),
  },
  where: () => and(eq(planVisits.state, "due"), eq(sitePlans.state, "active")),
  // As text ("2026-12-01" sorts as the date does), the type the CSV's keyset cursor casts back to.
  sorts: { dueOn: sortKey(sql`${planVisits.dueOn}::text`, "text") },
  dir: "asc",
  id: { column: planVisits.id, type: "uuid" },
  scope: siteScope,
  item: (row) => ({ ...row, planName: planTemplateOf(row.templateId)?.name ?? row.templateId }),
  csv: { columns: ["dueOn", "title", "templateId", "customerName", "line1", "city"] },
});

export type DueVisitPage = StaffListPage<typeof dueVisitList>;
export type DueVisitQuery = StaffListQuery<typeof dueVisitList>;

/**
 * /enterprise-carm/plans/due: the list, today's date (for what is overdue) and, for a reader who may book (the
 * ticket permission scheduling takes), whom a visit may be booked with; null for one who may not; and the plans bought
 * in the shop that wait for their site (the page's permission reads every site).
 */
export async function dueVisitsPageData(context: AppLoadContext, request: Request) {
  const held = await permissionsFor(context.services, signedInUser(context));
  const [list, technicians, purchases] = await Promise.all([
    dueVisitList.pageData(context, request),
    can(held, "write:ticket:any") ? listAssignableStaff(context.services.db, "write:ticket:assigned") : null,
    purchasesWithoutSite(context.services.db),
  ]);
  return { ...list, today: officeToday(), technicians, purchases };
}
