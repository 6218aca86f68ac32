import { and, asc, eq, gt, isNull, lte } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { bookingContext } from "./booking-context.server.ts";
import { reminderMail } from "./booking-mails.server.ts";
import { appointments } from "./tables.server.ts";
import { oneOfRows } from "#app/lib/one-of-rows.server.ts";

const BATCH = 50;

/**
 * Queues the reminders that are due: claims booked appointments whose reminder time has come (and which have not
 * started) with FOR UPDATE SKIP LOCKED, marks them sent and queues their mails in the same transaction, so every
 * reminder goes out once however many instances run this. Returns how many it queued.
 */
export async function queueDueReminders(services: AppServices, now = new Date()): Promise<number> {
  const context = bookingContext(services);
  const queued = await services.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.status, "booked"),
          isNull(appointments.reminderSentAt),
          lte(appointments.remindAt, now),
          gt(appointments.startsAt, now),
        ),
      )
      .orderBy(asc(appointments.remindAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    await tx.update(appointments).set({ reminderSentAt: now }).where(oneOfRows(appointments.id, due));
    await enqueueMails(
      tx,
      due.map((appointment) => reminderMail(appointment, context.manageUrl(appointment))),
    );
    return due.length;
  });
  if (queued > 0) services.mailWorker.wake();
  return queued;
}

export const bookingRemindersJob: BackgroundJob = {
  name: "booking-reminders",
  intervalMs: 5 * 60_000,
  run: async (services) => {
    await queueDueReminders(services);
  },
};
