import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import type { AppServices } from "#server/services.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { readableMail } from "./mail-text.ts";
import { MAIL_NOT_FOUND } from "./outbox-admin.server.ts";
import { mailOutbox } from "./tables.server.ts";

const original = alias(mailOutbox, "original");

/**
 * One mail as staff read it: its envelope, its plain-text body and links with the recipient's secrets replaced
 * (the HTML body is never sent to the page), which mail it resends and every resend of it, with who and when.
 */
export async function getMail(db: Database, id: string) {
  const [mail] = await db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      kind: mailOutbox.kind,
      to: mailOutbox.to,
      replyTo: mailOutbox.replyTo,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      lastError: mailOutbox.lastError,
      sentAt: mailOutbox.sentAt,
      resentByName: fullName(users),
      resendOf: original.id,
      resendOfSubject: original.subject,
    })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.resentBy))
    .leftJoin(original, eq(original.id, mailOutbox.resendOf))
    .where(eq(mailOutbox.id, id));
  if (!mail) throw notFound(MAIL_NOT_FOUND);
  const resends = await db
    .select({
      id: mailOutbox.id,
      createdAt: mailOutbox.createdAt,
      status: mailOutbox.status,
      resentByName: fullName(users),
    })
    .from(mailOutbox)
    .leftJoin(users, eq(users.id, mailOutbox.resentBy))
    .where(eq(mailOutbox.resendOf, id))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  const { text, ...envelope } = mail;
  return { ...envelope, ...readableMail(text), resends };
}

export type MailDetail = Awaited<ReturnType<typeof getMail>>;

/**
 * Queues a copy of a sent or failed mail, due now: the original row stays as the proof of what went out first, and
 * the copy names it and the staff member who resent it. A resend of a resend is logged on the first mail.
 */
export async function resendMail(
  { db, mailWorker }: Pick<AppServices, "db" | "mailWorker">,
  admin: SessionUser,
  id: string,
) {
  const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!mail) throw notFound(MAIL_NOT_FOUND);
  if (mail.status === "queued") throw conflict("This mail is still waiting to be sent");
  const [copy] = await db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      customerId: mail.customerId,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      attachments: mail.attachments,
      resendOf: mail.resendOf ?? mail.id,
      resentBy: admin.id,
    })
    .returning({ id: mailOutbox.id, to: mailOutbox.to, createdAt: mailOutbox.createdAt });
  mailWorker.wake();
  return copy!;
}
