import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { readThread } from "./messages.server.ts";
import { officeToday } from "./office-today.ts";
import { getProjectDetail } from "./project-queries.server.ts";
import { projectIdOf } from "./project-scope.server.ts";

/**
 * A project page's data, the client's and staff's alike: the project through the user's scope (the 404 page for
 * anyone else), then its thread, whose reading marks the other side's messages read after the detail counted them.
 */
export function loadProjectPage(db: Database, user: SessionUser, rawProjectId: unknown) {
  return notFoundPage(async () => {
    const projectId = projectIdOf(rawProjectId);
    const detail = await getProjectDetail(db, user, projectId);
    return { detail, messages: await readThread(db, user, projectId), today: officeToday() };
  });
}
export type ProjectPageData = Awaited<ReturnType<typeof loadProjectPage>>;
