import { and, eq, sql } from "drizzle-orm";
import type { AppServices } from "#server/services.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { mailOutbox } from "./tables.server.ts";

export const MAIL_NOT_FOUND = "Mail not found";

/** What staff need to see of a mail; the bodies stay in the database. */
export const outboxColumns = {
  id: mailOutbox.id,
  createdAt: mailOutbox.createdAt,
  kind: mailOutbox.kind,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  lastError: mailOutbox.lastError,
  sentAt: mailOutbox.sentAt,
};

/**
 * Puts a failed mail back in the queue, due now and with a fresh series of attempts
 * (someone has fixed what made it fail), and tells this process's worker to look now.
 * Only a failed mail can be retried.
 */
export async function retryMail({ db, mailWorker }: Pick<AppServices, "db" | "mailWorker">, id: string) {
  const [mail] = await db
    .update(mailOutbox)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, "failed")))
    .returning(outboxColumns);
  if (mail) {
    mailWorker.wake();
    return mail;
  }
  const [existing] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  throw existing ? conflict("Only a failed mail can be retried") : notFound(MAIL_NOT_FOUND);
}
