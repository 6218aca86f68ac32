import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy } from "#server/settings.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { can } from "#app/lib/permissions.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { siteScope } from "#app/areas/delivery/installed-systems/index.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { ticketPhotos } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { serviceVisits } from "#app/areas/delivery/service-visits/tables.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

/** How many past visit reports a plan shows: the last year's and more of a plan with frequent visits. */
const REPORTS_SHOWN = 6;

/** The plans of the sites a condition names, newest term first, each with its visits to come and its reports. */
async function plansWhere(db: Database, condition: SQL | undefined) {
  const plans = await db
    .select({
      id: sitePlans.id,
      siteId: sitePlans.siteId,
      templateId: sitePlans.templateId,
      priceCents: sitePlans.priceCents,
      startsOn: sitePlans.startsOn,
      endsOn: sitePlans.endsOn,
      state: sitePlans.state,
      renewed: sql<boolean>`exists (select 1 from ${sitePlans} as renewal where renewal.renews_plan_id = ${sitePlans.id})`,
    })
    .from(sitePlans)
    .innerJoin(sites, eq(sites.id, sitePlans.siteId))
    .where(condition)
    .orderBy(desc(sitePlans.startsOn), desc(sitePlans.createdAt))
    .limit(DASHBOARD_LIMIT);
  const visits =
    plans.length === 0
      ? []
      : await db
          .select({
            id: planVisits.id,
            planId: planVisits.planId,
            title: planVisits.title,
            dueOn: planVisits.dueOn,
            state: planVisits.state,
            doneOn: planVisits.doneOn,
            checklist: planVisits.checklist,
            notes: planVisits.notes,
            ticketId: planVisits.ticketId,
            bookedFor: serviceVisits.startsAt,
          })
          .from(planVisits)
          .leftJoin(serviceVisits, eq(serviceVisits.id, planVisits.serviceVisitId))
          .where(
            and(
              inArray(
                planVisits.planId,
                plans.map((plan) => plan.id),
              ),
              inArray(planVisits.state, ["due", "booked", "done"]),
            ),
          )
          .orderBy(asc(planVisits.dueOn), asc(planVisits.visitKey));
  const reportTickets = [
    ...new Set(visits.flatMap((visit) => (visit.state === "done" && visit.ticketId ? [visit.ticketId] : []))),
  ];
  const photos =
    reportTickets.length === 0
      ? []
      : await db
          .select({ id: ticketPhotos.id, ticketId: ticketPhotos.ticketId, name: ticketPhotos.name })
          .from(ticketPhotos)
          .where(inArray(ticketPhotos.ticketId, reportTickets))
          .orderBy(asc(ticketPhotos.createdAt), asc(ticketPhotos.id));
  return plans.map((plan) => {
    const own = visits.filter((visit) => visit.planId === plan.id);
    return {
      ...plan,
      name: planTemplateOf(plan.templateId)?.name ?? plan.templateId,
      upcoming: own
        .filter((visit) => visit.state !== "done")
        .map(({ id, title, dueOn, state, bookedFor }) => ({
          id,
          title,
          dueOn,
          state,
          // When the crew comes, for a booked visit.
          bookedFor: state === "booked" && bookedFor ? bookedFor.toISOString() : null,
        })),
      reports: own
        .filter((visit) => visit.state === "done")
        .sort((a, b) => b.doneOn!.localeCompare(a.doneOn!))
        .slice(0, REPORTS_SHOWN)
        .map(({ id, title, doneOn, checklist, notes, ticketId }) => ({
          id,
          title,
          doneOn: doneOn!,
          checklist: checklist ?? [],
          notes,
          ticketId,
          // The photos of the ticket that carried the visit out: the technician's, before and after.
          photos: photos
            .filter((photo) => ticketId !== null && photo.ticketId === ticketId)
            .map(({ id: photoId, name }) => ({ id: photoId, name })),
        })),
    };
  });
}
export type SitePlanView = Awaited<ReturnType<typeof plansWhere>>[number];

/**
 * A site page's maintenance plans (/enterprise-carm/sites/:id), through the reader's site scope, and whether they
 * sell, renew and cancel them.
 */
export async function sitePlansData(context: AppLoadContext, siteId: string) {
  const user = signedInUser(context);
  const { services } = context;
  const plans = await plansWhere(
    services.db,
    and(eq(sitePlans.siteId, siteId), siteScope(user, await rolePolicy(services))),
  );
  return { plans, changes: can(await permissionsFor(services, user), "write:site:any"), today: officeToday() };
}
export type SitePlansData = Awaited<ReturnType<typeof sitePlansData>>;

/** The client's dashboard's plans: their customer's sites' plans, each with its next visit and past reports. */
export function listOwnPlans(db: Database, user: SessionUser) {
  return plansWhere(db, ofAccountsCustomer(user, sites.customerId));
}
