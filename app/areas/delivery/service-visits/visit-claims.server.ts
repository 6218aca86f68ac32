import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { conflict } from "#server/domain-errors.ts";
import {
  claimSlot,
  claimUnits,
  freeCrew,
  loadOccupancy,
  localDateOf,
  releaseSlot,
  type BookingRules,
} from "#app/areas/delivery/booking/index.server.ts";
import { visitTechnicianClaims } from "./tables.server.ts";

export const CREWS_BUSY = "Every crew is busy at that time. Please pick another time.";
export const TECHNICIAN_BUSY =
  "This technician has another visit at that time. Please pick another time or technician.";

/** A visit's held time: from its start to its end plus the travel buffer. */
export interface HeldTime {
  start: Date;
  end: Date;
}

/**
 * Claims a visit's time in the one crew calendar (decision 0177) and on its technician (decision 0178), in the
 * caller's transaction: the first crew free over the whole held time, tried in ascending order as bookings do, so
 * concurrent claims wait on each other and never deadlock; then the technician's units. Either taken is a 409
 * naming the field to change; the caller's transaction then rolls back what was claimed. Returns the crew.
 */
export async function claimVisitTime(
  tx: Database,
  rules: BookingRules,
  visit: { id: string; technicianId: string },
  held: HeldTime,
): Promise<number> {
  const first = localDateOf(held.start, rules.timeZone);
  const last = localDateOf(held.end, rules.timeZone);
  const occupancy = await loadOccupancy(tx, first, last, rules.timeZone, visit.id);
  const preferred = freeCrew(rules.crews, held, occupancy);
  if (preferred === null) throw conflict(CREWS_BUSY, { startsAt: CREWS_BUSY });
  const order = Array.from({ length: rules.crews - preferred + 1 }, (_, i) => preferred + i);
  const crew = await claimSlot(tx, { visitId: visit.id }, held, order);
  if (crew === null) throw conflict(CREWS_BUSY, { startsAt: CREWS_BUSY });
  const units = claimUnits(held);
  const claimed = await tx
    .insert(visitTechnicianClaims)
    .values(units.map((unitStart) => ({ visitId: visit.id, technicianId: visit.technicianId, unitStart })))
    .onConflictDoNothing()
    .returning({ unitStart: visitTechnicianClaims.unitStart });
  if (claimed.length < units.length) throw conflict(TECHNICIAN_BUSY, { technicianId: TECHNICIAN_BUSY });
  return crew;
}

/** Frees a visit's crew and technician (cancelled, or before it claims its new time). */
export async function releaseVisitTime(tx: Database, visitId: string): Promise<void> {
  await releaseSlot(tx, { visitId });
  await tx.delete(visitTechnicianClaims).where(eq(visitTechnicianClaims.visitId, visitId));
}
