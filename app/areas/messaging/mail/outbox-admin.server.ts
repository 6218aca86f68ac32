import { and, count, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { AppServices } from "#server/services.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { mailOutbox } from "./tables.server.ts";
import { mailStatuses } from "./tables.server.ts";
import type { OutboxListQuery } from "./outbox-list-query.server.ts";
import { countsByValue, listPage } from "#app/lib/list-page.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export const MAIL_NOT_FOUND = "Mail not found";

/** What staff need to see of a mail; the bodies stay in the database. */
const outboxColumns = {
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

export async function listOutbox(db: Database, query: OutboxListQuery) {
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const [page, byStatus] = await Promise.all([
    listPage(
      query,
      (limit, offset) =>
        db
          .select(outboxColumns)
          .from(mailOutbox)
          .where(where)
          .orderBy(...newestFirst(mailOutbox))
          .limit(limit)
          .offset(offset),
      db.select({ total: count() }).from(mailOutbox).where(where),
    ),
    db
      .select({ value: mailOutbox.status, count: sql<number>`cast(count(*) as integer)` })
      .from(mailOutbox)
      .groupBy(mailOutbox.status),
  ]);
  return { ...page, counts: countsByValue(mailStatuses, byStatus) };
}

export type OutboxPage = Awaited<ReturnType<typeof listOutbox>>;

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
