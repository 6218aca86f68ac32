import type { Database } from "#server/db/client.ts";
import type { RenderedMail } from "./render.server.ts";
import { mailOutbox, type MailAttachment } from "./tables.server.ts";

export interface OutgoingMail extends RenderedMail {
  kind: string;
  to: string;
  /** The customer it goes to, when it is a mail to a customer about their record. */
  customerId?: string | null;
  subject: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/**
 * Queues mails for the outbox worker. Pass the transaction that writes the
 * record they are about: the record and its mails are committed together or not at all.
 */
export async function enqueueMails(db: Database, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await outboxInsert(db, mails);
}

/**
 * The insert that queues `mails` (one at least), not yet run: for a record written with its mails in one statement
 * (`tx.with(tx.$with("mails").as(outboxInsert(tx, mails))).insert(...)`), a round trip fewer on a hot path.
 */
export function outboxInsert(db: Database, mails: readonly OutgoingMail[]) {
  return db.insert(mailOutbox).values(
    // Every field of an OutgoingMail is a column of the same name.
    mails.map((mail) => ({ replyTo: null, headers: null, customerId: null, ...mail })),
  );
}
