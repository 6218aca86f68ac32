import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { rescoreProjectClient } from "./client-engagement.server.ts";
import { assertVisibleProject, inScope, sideOf, touchVisibleProject, visibleProject } from "./project-scope.server.ts";
import { projectMessages, projects } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

/** A thread is read up to this many messages, the newest. */
const THREAD_LIMIT = 500;

/**
 * The project's thread, oldest first; reading it marks the other side's messages read. Another client's project id
 * is a 404; both queries carry the project's scope themselves, so without that check they would find nothing.
 */
export async function readThread(db: Database, user: SessionUser, projectId: string, now = new Date()) {
  await assertVisibleProject(db, user, projectId);
  const scope = visibleProject(user, projectId);
  const side = sideOf(user);
  await db
    .update(projectMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(projectMessages.projectId, projectId),
        inScope(db, scope),
        ne(projectMessages.authorSide, side),
        isNull(projectMessages.readAt),
      ),
    );
  const newest = await db
    .select({
      id: projectMessages.id,
      createdAt: projectMessages.createdAt,
      authorSide: projectMessages.authorSide,
      authorName: fullName(users),
      body: projectMessages.body,
      readAt: projectMessages.readAt,
    })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .leftJoin(users, eq(users.id, projectMessages.authorId))
    .where(scope)
    .orderBy(...newestFirst(projectMessages))
    .limit(THREAD_LIMIT);
  return newest.reverse();
}
export type ThreadMessage = Awaited<ReturnType<typeof readThread>>[number];

/** A message on a project the user may see; its project id is the one the scoped touch found. */
export async function postMessage(db: Database, user: SessionUser, projectId: string, body: string) {
  return db.transaction(async (tx) => {
    const visibleId = await touchVisibleProject(tx, user, projectId);
    const [message] = await tx
      .insert(projectMessages)
      .values({ projectId: visibleId, authorId: user.id, authorSide: sideOf(user), body })
      .returning({
        id: projectMessages.id,
        createdAt: projectMessages.createdAt,
        authorSide: projectMessages.authorSide,
        body: projectMessages.body,
      });
    if (message!.authorSide === "client") await rescoreProjectClient(tx, visibleId);
    return message!;
  });
}
