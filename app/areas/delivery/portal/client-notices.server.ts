import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { enqueueMails } from "#app/areas/messaging/index.server.ts";
import { clientProjectUrl, projectNewsMail } from "./portal-mails.server.ts";
import { portalMailSettings, projects } from "./tables.server.ts";

/**
 * What a client is told by e-mail. "news" (stage changes marked for the client, new documents from staff) can be
 * turned off in the profile; "request" (an action item asking them for something) always goes.
 */
export type ClientNotice = { importance: "news" | "request"; kind: string; heading: string; paragraphs: string[] };

/** Queues the notice to the project's client, in the caller's transaction, unless they turned news off. */
export async function noticeToClient(db: Database, siteUrl: string, projectId: string, notice: ClientNotice) {
  const [client] = await db
    .select({ email: users.email, title: projects.title, projectNews: portalMailSettings.projectNews })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.clientId))
    .leftJoin(portalMailSettings, eq(portalMailSettings.userId, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(users.disabled, false)));
  if (!client || (notice.importance === "news" && client.projectNews === false)) return false;
  const url = clientProjectUrl(siteUrl, projectId);
  await enqueueMails(db, [
    projectNewsMail(notice.kind, client.email, client.title, notice.heading, notice.paragraphs, url),
  ]);
  return true;
}

export async function readMailSettings(db: Database, userId: string) {
  const [row] = await db
    .select({ projectNews: portalMailSettings.projectNews })
    .from(portalMailSettings)
    .where(eq(portalMailSettings.userId, userId));
  return { projectNews: row?.projectNews ?? true };
}

export async function saveMailSettings(db: Database, userId: string, settings: { projectNews: boolean }) {
  await db
    .insert(portalMailSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: portalMailSettings.userId, set: settings });
  return settings;
}
