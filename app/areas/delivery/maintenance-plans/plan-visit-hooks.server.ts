import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { ChecklistItem } from "#app/content/visit-plans.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { CompletedVisit, VisitHooks } from "#app/areas/delivery/service-visits/index.server.ts";
import type { PlanVisitState } from "./plan-states.ts";
import { markPlanVisitDone, releasePlanVisit } from "./plan-visits.server.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

/**
 * A plan checklist item as the crew calendar's checklists name theirs: an id made of its words (at most 60
 * characters, what a completion's item takes), stable while the item's wording is.
 */
export const planChecklistItem = (label: string): ChecklistItem => ({
  id: label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60),
  label,
});

/** The checklist of a plan visit's kind, as its template says today. */
function checklistOf(templateId: string, visitKey: string): ChecklistItem[] {
  const kind = planTemplateOf(templateId)?.visits.find((visit) => visit.key === visitKey);
  return (kind?.checklist ?? []).map(planChecklistItem);
}

/**
 * The plan visits these crew-calendar visits carry out (booked; or done too, whose visit shows its checklist as
 * ticked), with what their checklists come from.
 */
function planVisitsOf(db: Database, serviceVisitIds: readonly string[], states: PlanVisitState[]) {
  return db
    .select({
      id: planVisits.id,
      serviceVisitId: planVisits.serviceVisitId,
      visitKey: planVisits.visitKey,
      templateId: sitePlans.templateId,
    })
    .from(planVisits)
    .innerJoin(sitePlans, eq(sitePlans.id, planVisits.planId))
    .where(and(inArray(planVisits.serviceVisitId, [...serviceVisitIds]), inArray(planVisits.state, states)));
}

/**
 * How a plan visit follows the crew-calendar visit booked for it (issue 29 §1, decision 0191): the technician's day
 * shows the plan visit's own checklist; cancelling the crew-calendar visit puts the plan visit back in the due list;
 * completing it records the plan visit done on that day, with its checklist as ticked and the resolution as notes.
 */
export const planVisitHooks: VisitHooks = {
  async checklists(db, visitIds) {
    const booked = await planVisitsOf(db, visitIds, ["booked", "done"]);
    return new Map(booked.map((visit) => [visit.serviceVisitId!, checklistOf(visit.templateId, visit.visitKey)]));
  },
  cancelled: (db, visitId) => releasePlanVisit(db, visitId),
  async completed(db, visit: CompletedVisit) {
    for (const planVisit of await planVisitsOf(db, [visit.id], ["booked"])) {
      await markPlanVisitDone(db, planVisit.id, {
        doneOn: officeToday(visit.completedAt),
        checklist: checklistOf(planVisit.templateId, planVisit.visitKey).map((item) => ({
          item: item.label,
          checked: visit.checklist.includes(item.id),
        })),
        notes: visit.resolutionNotes,
      });
    }
  },
};
