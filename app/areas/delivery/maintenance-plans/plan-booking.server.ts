import { eq } from "drizzle-orm";
import { rolePolicy } from "#server/settings.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { formatIsoDate } from "#app/lib/format.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { openCustomerLinkTicket, openTicket } from "#app/areas/delivery/service-tickets/index.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { scheduleVisit } from "#app/areas/delivery/service-visits/index.server.ts";
import type { PlanVisitBookingInput } from "./plan-schemas.ts";
import { bookPlanVisit, PLAN_VISIT_NOT_FOUND } from "./plan-visits.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

export const NOT_DUE = "This plan visit is not due: it is booked, done or cancelled";

/** Who books: the office's signed-in user, or (null) the plan's customer through the link in their mail. */
export interface PlanVisitBooker {
  services: AppServices;
  user: SessionUser | null;
}

/**
 * The ticket that carries a plan visit: the one it was booked on before while that is still open (a booking
 * cancelled and made again stays on one ticket), else a new inspection ticket at the plan's site.
 */
async function ticketFor(
  { services, user }: PlanVisitBooker,
  visit: { ticketId: string | null; siteId: string; title: string; templateId: string; dueOn: string },
) {
  const { db } = services;
  if (visit.ticketId) {
    const [ticket] = await db
      .select({ id: serviceTickets.id, status: serviceTickets.status })
      .from(serviceTickets)
      .where(eq(serviceTickets.id, visit.ticketId));
    if (ticket && ticket.status !== "closed") return ticket.id;
  }
  const planName = planTemplateOf(visit.templateId)?.name ?? visit.templateId;
  const ticket = {
    siteId: visit.siteId,
    type: "inspection",
    description: `${visit.title}: the ${planName} visit due ${formatIsoDate(visit.dueOn)}`,
  } as const;
  const opened = user
    ? await openTicket(db, { user, policy: await rolePolicy(services), services }, ticket)
    : await openCustomerLinkTicket(db, ticket, { services });
  return opened.id;
}

/**
 * POST /api/service/plan-visits/:id/book: the office books a due plan visit into the crew calendar, at a start with
 * a technician. In one transaction: the plan visit is locked (a second booking at once waits, then finds it booked:
 * 409), its ticket opened or reused, the crew-calendar visit scheduled as any ticket's visit is (its crew and
 * technician single-booked: 409 naming the field when taken), and the plan visit names them and leaves the due list.
 */
export async function bookDuePlanVisit(context: PlanVisitBooker, planVisitId: string, input: PlanVisitBookingInput) {
  const { db } = context.services;
  const [visit] = await db
    .select({
      state: planVisits.state,
      ticketId: planVisits.ticketId,
      title: planVisits.title,
      dueOn: planVisits.dueOn,
      siteId: sitePlans.siteId,
      templateId: sitePlans.templateId,
    })
    .from(planVisits)
    .innerJoin(sitePlans, eq(sitePlans.id, planVisits.planId))
    .where(eq(planVisits.id, planVisitId))
    .for("update", { of: planVisits });
  if (!visit) throw notFound(PLAN_VISIT_NOT_FOUND);
  if (visit.state !== "due") throw conflict(NOT_DUE);
  const ticketId = await ticketFor(context, visit);
  const scheduled = await scheduleVisit(context.services, context.user, ticketId, input);
  await bookPlanVisit(db, planVisitId, { ticketId, serviceVisitId: scheduled.id });
  return {
    id: planVisitId,
    state: "booked" as const,
    ticketId,
    serviceVisitId: scheduled.id,
    startsAt: scheduled.startsAt.toISOString(),
    technicianId: scheduled.technicianId,
  };
}
