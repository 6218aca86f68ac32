import { and, asc, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { enqueueMails, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { clientProjectUrl, staffProjectUrl, unreadMessagesMail } from "./portal-mails.server.ts";
import { projectMessages, projects, type PortalSide } from "./tables.server.ts";
import { oneOfRows } from "#app/lib/one-of-rows.server.ts";

/** How long a message may stay unread before the other side is e-mailed about it. */
export const UNREAD_MAIL_DELAY_MS = 15 * 60 * 1000;
const BATCH = 500;

/**
 * E-mails the other side about messages unread for 15 minutes: one mail per unread burst, not one per message. A
 * burst is the unread messages one side has written in a thread; once one of them has been mailed about, later ones
 * join that burst until the reader opens the thread. Rows are claimed with FOR UPDATE SKIP LOCKED, so instances
 * running the job at once never mail twice.
 */
export async function mailUnreadMessages(
  services: Pick<AppServices, "db" | "config" | "mailWorker">,
  now = new Date(),
) {
  const mailed = await services.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: projectMessages.id, projectId: projectMessages.projectId, authorSide: projectMessages.authorSide })
      .from(projectMessages)
      .where(
        and(
          isNull(projectMessages.readAt),
          isNull(projectMessages.notifiedAt),
          lte(projectMessages.createdAt, new Date(now.getTime() - UNREAD_MAIL_DELAY_MS)),
        ),
      )
      .orderBy(asc(projectMessages.createdAt), asc(projectMessages.id))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const bursts = new Map<string, { projectId: string; side: PortalSide; ids: string[] }>();
    for (const message of due) {
      const key = `${message.projectId} ${message.authorSide}`;
      const burst = bursts.get(key) ?? { projectId: message.projectId, side: message.authorSide, ids: [] };
      burst.ids.push(message.id);
      bursts.set(key, burst);
    }
    const mails: OutgoingMail[] = [];
    for (const burst of bursts.values()) {
      const [alreadyMailed] = await tx
        .select({ id: projectMessages.id })
        .from(projectMessages)
        .where(
          and(
            eq(projectMessages.projectId, burst.projectId),
            eq(projectMessages.authorSide, burst.side),
            isNull(projectMessages.readAt),
            isNotNull(projectMessages.notifiedAt),
          ),
        )
        .limit(1);
      if (alreadyMailed) continue;
      const mail = await burstMail(tx, services.config, burst.projectId, burst.side, burst.ids.length);
      if (mail) mails.push(mail);
    }
    await tx.update(projectMessages).set({ notifiedAt: now }).where(oneOfRows(projectMessages.id, due));
    await enqueueMails(tx, mails);
    return mails.length;
  });
  if (mailed > 0) services.mailWorker.wake();
  return mailed;
}

/** To the client about staff's messages; to the project manager (else the sales inbox) about the client's. */
async function burstMail(
  db: AppServices["db"],
  config: AppServices["config"],
  projectId: string,
  authorSide: PortalSide,
  messages: number,
): Promise<OutgoingMail | null> {
  const recipientId = authorSide === "staff" ? projects.clientId : projects.projectManagerId;
  const [row] = await db
    .select({ title: projects.title, email: users.email, disabled: users.disabled })
    .from(projects)
    .leftJoin(users, eq(users.id, recipientId))
    .where(eq(projects.id, projectId));
  if (!row) return null;
  const to = row.email && !row.disabled ? row.email : authorSide === "client" ? config.SALES_EMAIL : undefined;
  if (!to) return null;
  const url =
    authorSide === "staff" ? clientProjectUrl(config.SITE_URL, projectId) : staffProjectUrl(config.SITE_URL, projectId);
  return unreadMessagesMail(to, row.title, messages, url);
}

export const unreadMessageMailJob: BackgroundJob = {
  name: "portal-unread-messages",
  intervalMs: 60_000,
  run: (services) => mailUnreadMessages(services).then(() => undefined),
};
