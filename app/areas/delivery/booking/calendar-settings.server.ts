import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, asc, eq, gt, gte, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { AppServices } from "#server/services.ts";
import { bookingContext } from "./booking-context.server.ts";
import { appointmentsFeed } from "./calendar-invite.server.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import { validationMessage } from "#server/http/errors.ts";
import { company } from "#app/content/company.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { localDateOf, parseLocalDate } from "./local-date.ts";
import type { BlockInput, ClosedDayInput } from "./calendar-settings-schema.ts";
import { appointments, bookingBlocks, bookingClosedDays, bookingFeed } from "./tables.server.ts";

/** A block from the form's date and local clock times. */
export async function addBlock(db: Database, input: BlockInput, adminId: string) {
  const date = parseLocalDate(input.date);
  const at = (time: string) => {
    const [hour = 0, minute = 0] = time.split(":").map(Number);
    return zonedTimeToInstant({ ...date, hour, minute }, company.timeZone);
  };
  const startsAt = at(input.from);
  const endsAt = at(input.to);
  if (endsAt <= startsAt) throw invalid(validationMessage, { to: "Must be after the start time" });
  const [block] = await db
    .insert(bookingBlocks)
    .values({ startsAt, endsAt, reason: input.reason, createdBy: adminId })
    .returning();
  return block!;
}

export const BLOCK_NOT_FOUND = "Blocked time not found";
export const CLOSED_DAY_NOT_FOUND = "Closed day not found";

export async function removeBlock(db: Database, id: string) {
  const [removed] = await db.delete(bookingBlocks).where(eq(bookingBlocks.id, id)).returning();
  if (!removed) throw notFound(BLOCK_NOT_FOUND);
  return removed;
}

export async function addClosedDay(db: Database, input: ClosedDayInput, adminId: string) {
  const [day] = await db
    .insert(bookingClosedDays)
    .values({ date: input.date, reason: input.reason, createdBy: adminId })
    .onConflictDoUpdate({ target: bookingClosedDays.date, set: { reason: input.reason } })
    .returning();
  return day!;
}

export async function removeClosedDay(db: Database, date: string) {
  const [removed] = await db.delete(bookingClosedDays).where(eq(bookingClosedDays.date, date)).returning();
  if (!removed) throw notFound(CLOSED_DAY_NOT_FOUND);
  return removed;
}

/** Blocks and closed days from today on, soonest first: what the back office shows to remove. */
export async function upcomingCalendarChanges(db: Database, now = new Date()) {
  const [blocks, closedDays] = await Promise.all([
    db
      .select()
      .from(bookingBlocks)
      .where(gt(bookingBlocks.endsAt, now))
      .orderBy(asc(bookingBlocks.startsAt))
      .limit(100),
    db
      .select()
      .from(bookingClosedDays)
      .where(gte(bookingClosedDays.date, localDateOf(now, company.timeZone)))
      .orderBy(asc(bookingClosedDays.date))
      .limit(100),
  ]);
  return { blocks, closedDays };
}

/** The staff feed's token, made on first use. */
export async function feedToken(db: Database): Promise<string> {
  const [existing] = await db.select().from(bookingFeed);
  if (existing) return existing.token;
  await db
    .insert(bookingFeed)
    .values({ token: randomBytes(24).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(bookingFeed);
  return row!.token;
}

/** A new token: subscriptions to the old feed address stop working. */
export async function regenerateFeedToken(db: Database): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await db
    .insert(bookingFeed)
    .values({ token })
    .onConflictDoUpdate({ target: bookingFeed.id, set: { token, createdAt: new Date() } });
  return token;
}

/** Whether `candidate` is the feed's token, compared in constant time. */
export async function isFeedToken(db: Database, candidate: string): Promise<boolean> {
  const [row] = await db.select({ token: bookingFeed.token }).from(bookingFeed);
  if (!row) return false;
  const expected = Buffer.from(row.token);
  const given = Buffer.from(candidate);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The feed: appointments not cancelled, from a week ago on, as published events. */
export async function appointmentsFeedIcs(services: AppServices, now = new Date()): Promise<string> {
  const rows = await services.db
    .select()
    .from(appointments)
    .where(
      and(ne(appointments.status, "cancelled"), gt(appointments.startsAt, new Date(now.getTime() - 7 * 86_400_000))),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(2000);
  return appointmentsFeed(rows, bookingContext(services).mail.organizer);
}
