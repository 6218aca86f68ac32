import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { settleAfterAnswer } from "#server/after-answer.ts";
import type { TestApp } from "./test-app.ts";

/** The mails of one kind queued for an address, newest first, once the work after earlier answers is done. */
export async function queuedMails(testApp: TestApp, kind: string, to: string) {
  await settleAfterAnswer(testApp.services);
  return testApp.services.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to)))
    .orderBy(desc(mailOutbox.createdAt));
}

/** The `token` of the link in the newest mail of that kind to that address. */
export async function linkTokenIn(testApp: TestApp, kind: string, to: string): Promise<string> {
  const [mail] = await queuedMails(testApp, kind, to);
  const token = mail?.text.match(/[?&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no ${kind} mail with a link to ${to}`);
  return token;
}
