import type { Database } from "../../../server/db/client.ts";
import type { RenderedMail } from "./render.server.ts";
import { mailOutbox } from "./tables.server.ts";

export interface OutgoingMail extends RenderedMail {
  kind: string;
  to: string;
  subject: string;
  replyTo?: string;
  headers?: Record<string, string>;
}

/**
 * Queues mails for the outbox worker. Pass the transaction that writes the
 * record they are about: the record and its mails are committed together or not at all.
 */
export async function enqueueMails(db: Database, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(mailOutbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      to: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers ?? null,
    })),
  );
}
