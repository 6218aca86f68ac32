import { and, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { users } from "../auth/tables.server.ts";
import { fullName } from "../leads-pipeline/index.server.ts";
import { assertVisibleProject, sideOf } from "./project-scope.server.ts";
import { touchProject } from "./project-work.server.ts";
import { projectMessages } from "./tables.server.ts";
import { newestFirst } from "../../lib/newest-first.server.ts";

/** A thread is read up to this many messages, the newest. */
const THREAD_LIMIT = 500;

/**
 * The project's thread, oldest first; reading it marks the other side's messages read. The read is scoped to the
 * project's client or an admin, so another client's id is a 404.
 */
export async function readThread(db: Database, user: SessionUser, projectId: string, now = new Date()) {
  await assertVisibleProject(db, user, projectId);
  const side = sideOf(user);
  await db
    .update(projectMessages)
    .set({ readAt: now })
    .where(
      and(
        eq(projectMessages.projectId, projectId),
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
    .leftJoin(users, eq(users.id, projectMessages.authorId))
    .where(eq(projectMessages.projectId, projectId))
    .orderBy(...newestFirst(projectMessages))
    .limit(THREAD_LIMIT);
  return newest.reverse();
}
export type ThreadMessage = Awaited<ReturnType<typeof readThread>>[number];

export async function postMessage(db: Database, user: SessionUser, projectId: string, body: string) {
  return db.transaction(async (tx) => {
    await assertVisibleProject(tx, user, projectId);
    const [message] = await tx
      .insert(projectMessages)
      .values({ projectId, authorId: user.id, authorSide: sideOf(user), body })
      .returning({
        id: projectMessages.id,
        createdAt: projectMessages.createdAt,
        authorSide: projectMessages.authorSide,
        body: projectMessages.body,
      });
    await touchProject(tx, projectId);
    return message!;
  });
}
