import { and, gte, inArray, lt } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { TicketType } from "#app/content/service-targets.ts";
import { visitPlans } from "#app/content/visit-plans.ts";
import {
  claimUnits,
  datesSlots,
  loadOccupancy,
  localDateOf,
  localDatesBetween,
  localDaysRange,
  type BookingRules,
  type TimeRange,
} from "#app/areas/delivery/booking/index.server.ts";
import { visitTimes } from "./visit-schedule.server.ts";
import { visitTechnicianClaims } from "./tables.server.ts";

/** How long ahead of now a visit may be chosen without the office arranging it: a day to plan the crew's route. */
export const VISIT_NOTICE_HOURS = 24;

/** The times each technician holds over a range, as claim units (epoch milliseconds). */
async function technicianUnits(db: Database, technicianIds: readonly string[], range: TimeRange) {
  const busy = new Map<string, Set<number>>(technicianIds.map((id) => [id, new Set()]));
  if (technicianIds.length === 0) return busy;
  const rows = await db
    .select({ technicianId: visitTechnicianClaims.technicianId, unitStart: visitTechnicianClaims.unitStart })
    .from(visitTechnicianClaims)
    .where(
      and(
        inArray(visitTechnicianClaims.technicianId, [...technicianIds]),
        gte(visitTechnicianClaims.unitStart, range.start),
        lt(visitTechnicianClaims.unitStart, range.end),
      ),
    );
  for (const row of rows) busy.get(row.technicianId)?.add(row.unitStart.getTime());
  return busy;
}

/** The first of `technicianIds` (in their order) holding none of the visit's time, or null. */
function firstFree(technicianIds: readonly string[], held: TimeRange, busy: Map<string, Set<number>>) {
  const units = claimUnits(held).map((unit) => unit.getTime());
  return technicianIds.find((id) => !units.some((unit) => busy.get(id)?.has(unit))) ?? null;
}

/**
 * Where a visit of `type` may start between two office days (decision 0201): `offered`, the slot engine's starts
 * under office hours and closed days for the type's duration and travel buffer, at least VISIT_NOTICE_HOURS ahead;
 * and `free`, those of them with a crew free in the one crew calendar and one of `technicianIds` free over the held
 * time, each with that technician (the first free in the given order), as the booking then claims them.
 */
export async function visitStarts(
  db: Database,
  rules: BookingRules,
  type: TicketType,
  window: { first: string; last: string },
  technicianIds: readonly string[],
  now = new Date(),
) {
  const plan = visitPlans[type];
  const dates = localDatesBetween(window.first, window.last);
  const slotType = {
    durationMinutes: plan.durationMinutes,
    bufferAfterMinutes: plan.bufferAfterMinutes,
    minimumNoticeHours: VISIT_NOTICE_HOURS,
    // The window bounds the days, not a horizon: its last day is in reach.
    horizonDays: Math.max(0, (Date.parse(window.last) - Date.parse(localDateOf(now, rules.timeZone))) / 86_400_000),
  };
  const occupancy = await loadOccupancy(db, window.first, window.last, rules.timeZone);
  const range = localDaysRange(window.first, window.last, rules.timeZone);
  const busy = await technicianUnits(db, technicianIds, {
    start: range.start,
    end: new Date(range.end.getTime() + plan.bufferAfterMinutes * 60_000),
  });
  const offered = datesSlots(rules, slotType, dates, now, { ...occupancy, appointments: [], blocks: [] });
  const free = datesSlots(rules, slotType, dates, now, occupancy).flatMap((slot) => {
    const held = { start: slot.start, end: visitTimes(type, slot.start).heldUntil };
    const technicianId = firstFree(technicianIds, held, busy);
    return technicianId ? [{ start: slot.start, technicianId }] : [];
  });
  return { offered: offered.map((slot) => slot.start), free };
}
