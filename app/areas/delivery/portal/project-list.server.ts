import { and, count, desc, eq, ilike, isNull, lt, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { ownedBy } from "#app/lib/owner-scope.server.ts";
import { projectTypes } from "#app/content/project-stages.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, paginationParams, searchParam } from "#app/lib/list-query.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { officeToday } from "./office-today.ts";
import { projectStaffView } from "./project-scope.server.ts";
import { projectActionItems, projectMessages, projectStages, projects } from "./tables.server.ts";

/** GET /api/projects (an admin's) and /admin-crm/projects: search by title, client or address; recently changed first. */
export const projectListQuerySchema = z.object({
  search: searchParam,
  type: optionalParam(z.enum(projectTypes)),
  ...paginationParams,
});
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

const projectManagers = alias(users, "project_managers");

function projectWhere(user: SessionUser, query: ProjectListQuery) {
  const pattern = query.search ? likePattern(query.search) : null;
  return and(
    ownedBy(user, projects.clientId, projectStaffView),
    pattern
      ? or(
          ilike(projects.title, pattern),
          ilike(projects.siteAddress, pattern),
          ilike(users.email, pattern),
          ilike(fullName(users), pattern),
        )
      : undefined,
    query.type ? eq(projects.type, query.type) : undefined,
  );
}

/**
 * The projects a staff member may see (every one, or a technician's own), a page at a time, with its current stage, unread client messages and open action items
 * (and how many of those are overdue at the office's date).
 */
export async function listProjects(db: Database, user: SessionUser, query: ProjectListQuery, now = new Date()) {
  const where = projectWhere(user, query);
  const currentStage = db
    .select({ name: projectStages.name })
    .from(projectStages)
    .where(and(eq(projectStages.projectId, projects.id), eq(projectStages.state, "current")))
    .orderBy(projectStages.position)
    .limit(1);
  const unread = db
    .select({ unread: count() })
    .from(projectMessages)
    .where(
      and(
        eq(projectMessages.projectId, projects.id),
        eq(projectMessages.authorSide, "client"),
        isNull(projectMessages.readAt),
      ),
    );
  /** The project's open action items; with `dueBefore`, only those due before that office date (overdue). */
  const openItems = (dueBefore?: string) =>
    db
      .select({ open: count() })
      .from(projectActionItems)
      .where(
        and(
          eq(projectActionItems.projectId, projects.id),
          isNull(projectActionItems.completedAt),
          dueBefore ? lt(projectActionItems.dueOn, dueBefore) : undefined,
        ),
      );
  const [items, [totals]] = await Promise.all([
    db
      .select({
        id: projects.id,
        title: projects.title,
        type: projects.type,
        siteAddress: projects.siteAddress,
        updatedAt: projects.updatedAt,
        clientName: fullName(users),
        clientEmail: users.email,
        projectManagerName: fullName(projectManagers),
        currentStage: sql<string | null>`(${currentStage})`,
        unreadMessages: sql<number>`(${unread})::int`,
        openActionItems: sql<number>`(${openItems()})::int`,
        overdueActionItems: sql<number>`(${openItems(officeToday(now))})::int`,
      })
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .leftJoin(projectManagers, eq(projectManagers.id, projects.projectManagerId))
      .where(where)
      .orderBy(desc(projects.updatedAt), desc(projects.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    // Only a search needs the client's name and e-mail to count.
    query.search
      ? db.select({ total: count() }).from(projects).innerJoin(users, eq(users.id, projects.clientId)).where(where)
      : db.select({ total: count() }).from(projects).where(where),
  ]);
  return { items, page: query.page, pageSize: query.pageSize, total: totals?.total ?? 0 };
}
export type ProjectPage = Awaited<ReturnType<typeof listProjects>>;
