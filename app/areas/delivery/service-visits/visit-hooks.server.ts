import type { Database } from "#server/db/client.ts";
import { visitPlans, type ChecklistItem } from "#app/content/visit-plans.ts";
import type { TicketType } from "#app/content/service-targets.ts";

/** A visit as completed: its ticked checklist items and the resolution the technician wrote. */
export interface CompletedVisit {
  id: string;
  completedAt: Date;
  checklist: readonly string[];
  resolutionNotes: string;
}

/**
 * What a feature that books its own work into the crew calendar (a maintenance plan's visits, issue 29) does with
 * those visits: the checklist it sets for one instead of its ticket type's, and what it records when one is cancelled
 * or completed, in that change's transaction. Service visits import no such feature (it imports them to book), so
 * the feature adds its hooks here when its module loads.
 */
export interface VisitHooks {
  /** The checklists it sets, by visit id, for those of these visits that carry out its work. */
  checklists(db: Database, visitIds: readonly string[]): Promise<ReadonlyMap<string, readonly ChecklistItem[]>>;
  cancelled(db: Database, visitId: string): Promise<unknown>;
  completed(db: Database, visit: CompletedVisit): Promise<unknown>;
}

const added: VisitHooks[] = [];

export function addVisitHooks(hooks: VisitHooks) {
  if (!added.includes(hooks)) added.push(hooks);
}

/** Each visit's checklist: the one a feature set for it, else its ticket type's. */
export async function checklistsOf(db: Database, visits: readonly { id: string; type: TicketType }[]) {
  const checklists = new Map(visits.map((visit) => [visit.id, visitPlans[visit.type].checklist]));
  if (visits.length === 0) return checklists;
  for (const hooks of added) {
    for (const [id, checklist] of await hooks.checklists(
      db,
      visits.map((visit) => visit.id),
    )) {
      checklists.set(id, checklist);
    }
  }
  return checklists;
}

export async function visitCancelled(db: Database, visitId: string) {
  for (const hooks of added) await hooks.cancelled(db, visitId);
}

export async function visitCompleted(db: Database, visit: CompletedVisit) {
  for (const hooks of added) await hooks.completed(db, visit);
}
