import { and, count, desc, eq, isNull, max } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { projectMessages, projects } from "./tables.server.ts";

/** The inbox lists this many projects with unread messages, the latest message first. */
const PROJECTS_SHOWN = 5;

/** Client messages no staff member has read yet (the partial index of unread rows serves both queries). */
const unreadFromClients = and(eq(projectMessages.authorSide, "client"), isNull(projectMessages.readAt));

/**
 * The inbox's "Unread messages": how many client messages no staff member has read, and the projects
 * with the most recent of them.
 */
export async function loadUnreadInbox(db: Database) {
  const latestAt = max(projectMessages.createdAt);
  const [[totals], rows] = await Promise.all([
    db.select({ total: count() }).from(projectMessages).where(unreadFromClients),
    db
      .select({
        projectId: projects.id,
        title: projects.title,
        clientName: fullName(users),
        unread: count(),
        latestAt,
      })
      .from(projectMessages)
      .innerJoin(projects, eq(projects.id, projectMessages.projectId))
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(unreadFromClients)
      .groupBy(projects.id, users.id)
      .orderBy(desc(latestAt), projects.id)
      .limit(PROJECTS_SHOWN),
  ]);
  return {
    total: totals?.total ?? 0,
    projects: rows.map((row) => ({ ...row, latestAt: row.latestAt ?? new Date(0) })),
  };
}
export type UnreadInbox = Awaited<ReturnType<typeof loadUnreadInbox>>;
