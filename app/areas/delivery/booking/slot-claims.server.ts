import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { TimeRange } from "./slot-engine.ts";
import { slotClaims } from "./tables.server.ts";

/** Every slot interval, duration and buffer is a multiple of this (config allows 5..60 minutes dividing the hour). */
export const CLAIM_UNIT_MINUTES = 5;
const UNIT_MS = CLAIM_UNIT_MINUTES * 60_000;

/** The claim units a held time covers: from the unit its start is in up to the one its end falls short of. */
export function claimUnits(held: TimeRange): Date[] {
  const units: Date[] = [];
  const first = Math.floor(held.start.getTime() / UNIT_MS) * UNIT_MS;
  for (let unit = first; unit < held.end.getTime(); unit += UNIT_MS) units.push(new Date(unit));
  return units;
}

/** What holds a crew's time: a booked appointment or a service visit (decision 0177). */
export type SlotHolder = { appointmentId: string } | { visitId: string };

const holderColumn = (holder: SlotHolder) =>
  "appointmentId" in holder
    ? eq(slotClaims.appointmentId, holder.appointmentId)
    : eq(slotClaims.visitId, holder.visitId);

/**
 * Claims `held` for the appointment or visit on the first crew, in `crews` order (ascending, see claimStart), whose units are all free. A unit another
 * transaction is claiming makes PostgreSQL wait for it: committed, the unit is taken; rolled back, it is ours. So
 * of concurrent bookings of one slot, exactly one gets a crew's units. Null when no crew is free.
 */
export async function claimSlot(
  tx: Database,
  holder: SlotHolder,
  held: TimeRange,
  crews: readonly number[],
): Promise<number | null> {
  const units = claimUnits(held);
  for (const crew of crews) {
    const claimed = await tx
      .insert(slotClaims)
      .values(units.map((unitStart) => ({ ...holder, crew, unitStart })))
      .onConflictDoNothing()
      .returning({ unitStart: slotClaims.unitStart });
    if (claimed.length === units.length) return crew;
    if (claimed.length > 0) {
      await tx.delete(slotClaims).where(and(holderColumn(holder), eq(slotClaims.crew, crew)));
    }
  }
  return null;
}

/** Frees an appointment's or a visit's time (cancelled, or before it claims its new time). */
export async function releaseSlot(tx: Database, holder: SlotHolder): Promise<void> {
  await tx.delete(slotClaims).where(holderColumn(holder));
}
