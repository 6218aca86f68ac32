import { and, eq } from "drizzle-orm";
import { conflict, invalid, notFound } from "#server/domain-errors.ts";
import type { Database } from "#server/db/client.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { cancelVisit } from "#app/areas/delivery/service-visits/index.server.ts";
import type { PlanVisitReport } from "./plan-schemas.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

export const PLAN_VISIT_NOT_FOUND = "Plan visit not found";

/** The crew-calendar visit that carries out a plan's visit, and the service ticket it belongs to. */
export interface PlanVisitBooking {
  ticketId: string;
  serviceVisitId: string;
}

/**
 * Books a due plan visit: it leaves the due list and names the ticket and the crew-calendar visit that carry it
 * out. For the office's booking (`POST /api/service/plan-visits/:id/book`), in its transaction; a visit that is not
 * due (booked already, done, cancelled) is a conflict, so one plan visit is never booked twice.
 */
export async function bookPlanVisit(db: Database, planVisitId: string, booking: PlanVisitBooking) {
  const [booked] = await db
    .update(planVisits)
    .set({ state: "booked", ...booking, updatedAt: new Date() })
    .where(and(eq(planVisits.id, planVisitId), eq(planVisits.state, "due")))
    .returning({ id: planVisits.id });
  if (booked) return booked;
  const [visit] = await db.select({ state: planVisits.state }).from(planVisits).where(eq(planVisits.id, planVisitId));
  if (!visit) throw notFound(PLAN_VISIT_NOT_FOUND);
  throw conflict("This plan visit is not due: it is booked, done or cancelled");
}

/**
 * Puts the plan visit a cancelled crew-calendar visit carried back in the due list (frappe/erpnext#29372 left a
 * cancelled maintenance visit's slot closed). Called when a crew-calendar visit is cancelled (the visit hooks), in
 * its transaction; a crew-calendar visit no plan visit names changes nothing. The plan visit keeps its ticket, which
 * its next booking reuses while it is open. Returns the plan visits released.
 */
export async function releasePlanVisit(db: Database, serviceVisitId: string) {
  return db
    .update(planVisits)
    .set({ state: "due", serviceVisitId: null, updatedAt: new Date() })
    .where(and(eq(planVisits.serviceVisitId, serviceVisitId), eq(planVisits.state, "booked")))
    .returning({ id: planVisits.id });
}

/**
 * POST /api/service/plan-visits/:id/cancel-booking: the office cancels a plan visit's booking from the plan. Its
 * crew-calendar visit is cancelled as any is (its crew and technician freed, the ticket's history told; one under
 * way or done stays: 409), and the visit hooks put this visit back in the due list.
 */
export async function cancelPlanVisitBooking(
  { services, user }: Pick<WriteContext, "services" | "user">,
  planVisitId: string,
) {
  const [visit] = await services.db
    .select({ state: planVisits.state, serviceVisitId: planVisits.serviceVisitId })
    .from(planVisits)
    .where(eq(planVisits.id, planVisitId))
    .for("update");
  if (!visit) throw notFound(PLAN_VISIT_NOT_FOUND);
  if (visit.state !== "booked") throw conflict("This plan visit is not booked");
  await cancelVisit(services, user, visit.serviceVisitId!, { reason: "The plan visit's booking was cancelled" });
  return { id: planVisitId, state: "due" as const };
}

/**
 * POST /api/service/plan-visits/:id/done: the visit's report (its checklist as completed, notes). Its plan's other
 * visits stay where the schedule put them, however early or late this one was done (decision 0188).
 */
export async function recordPlanVisitDone(
  { services }: Pick<WriteContext, "services">,
  planVisitId: string,
  report: PlanVisitReport,
) {
  const [visit] = await services.db
    .select({ state: planVisits.state, visitKey: planVisits.visitKey, templateId: sitePlans.templateId })
    .from(planVisits)
    .innerJoin(sitePlans, eq(sitePlans.id, planVisits.planId))
    .where(eq(planVisits.id, planVisitId))
    .for("update", { of: planVisits });
  if (!visit) throw notFound(PLAN_VISIT_NOT_FOUND);
  if (visit.state === "done" || visit.state === "cancelled") {
    throw conflict(`This plan visit is ${visit.state} already`);
  }
  const checklist = planTemplateOf(visit.templateId)!.visits.find((v) => v.key === visit.visitKey)!.checklist;
  const unknown = report.checklist.findIndex((entry) => !checklist.includes(entry.item));
  if (unknown >= 0) {
    throw invalid("The checklist names an item this visit does not have", {
      [`checklist.${unknown}.item`]: "Not an item of this visit's checklist",
    });
  }
  await markPlanVisitDone(services.db, planVisitId, report);
  return { id: planVisitId, state: "done" as const };
}

/** Records a plan visit's report: it is done on its day, with its checklist as completed and the notes. */
export async function markPlanVisitDone(db: Database, planVisitId: string, report: PlanVisitReport) {
  await db
    .update(planVisits)
    .set({
      state: "done",
      doneOn: report.doneOn,
      checklist: report.checklist,
      notes: report.notes ?? null,
      updatedAt: new Date(),
    })
    .where(eq(planVisits.id, planVisitId));
}
