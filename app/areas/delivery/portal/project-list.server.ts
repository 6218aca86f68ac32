import { and, eq, ilike, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import { ownedBy } from "#app/lib/owner-scope.server.ts";
import { projectTypes } from "#app/content/project-stages.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { optionalParam, searchParam } from "#app/lib/list-query.server.ts";
import {
  defineStaffList,
  filter,
  sortKey,
  type StaffListPage,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { officeToday } from "./office-today.ts";
import { projectAttention } from "./project-attention.ts";
import { projectStaffView } from "./project-scope.server.ts";
import { projectActionItems, projectMessages, projectStages, projects } from "./tables.server.ts";

const projectManagers = alias(users, "project_managers");

const currentStage = sql<string | null>`(
  select ${projectStages.name} from ${projectStages}
  where ${projectStages.projectId} = ${projects.id} and ${projectStages.state} = 'current'
  order by ${projectStages.position} limit 1
)`;

const unreadMessages = sql<number>`(
  select count(*)::int from ${projectMessages}
  where ${and(
    eq(projectMessages.projectId, projects.id),
    eq(projectMessages.authorSide, "client"),
    isNull(projectMessages.readAt),
  )}
)`;

/** The project's open action items; with `dueBefore`, only those due before that office date (overdue). */
const openActionItems = (dueBefore?: string) => sql<number>`(
  select count(*)::int from ${projectActionItems}
  where ${and(
    eq(projectActionItems.projectId, projects.id),
    isNull(projectActionItems.completedAt),
    dueBefore ? lt(projectActionItems.dueOn, dueBefore) : undefined,
  )}
)`;

const searchIn = (text: string): SQL | undefined => {
  const pattern = likePattern(text);
  return or(
    ilike(projects.title, pattern),
    ilike(projects.siteAddress, pattern),
    ilike(users.email, pattern),
    ilike(fullName(users), pattern),
  );
};

/**
 * /admin-crm/projects and staff's GET /api/projects: the projects a staff member may see (every one, or a
 * technician's own), recently changed first, searched by title, address or client, with the current stage, unread
 * client messages and open action items (and how many of those are overdue at the office's date). A client's GET
 * /api/projects is their dashboard's list instead (`listOwnProjects`), so the list declares no routes of its own.
 */
export const projectList = defineStaffList({
  path: "/api/projects",
  access: "read:project:assigned",
  select: (now) => ({
    id: projects.id,
    title: projects.title,
    type: projects.type,
    siteAddress: projects.siteAddress,
    updatedAt: projects.updatedAt,
    clientName: fullName(users),
    clientEmail: users.email,
    projectManagerName: fullName(projectManagers),
    currentStage,
    unreadMessages,
    openActionItems: openActionItems(),
    overdueActionItems: openActionItems(officeToday(now)),
  }),
  from: (db, selection) =>
    db
      .select(selection)
      .from(projects)
      .innerJoin(users, eq(users.id, projects.clientId))
      .leftJoin(projectManagers, eq(projectManagers.id, projects.projectManagerId))
      .$dynamic(),
  filters: {
    search: filter(searchParam, searchIn),
    type: filter(optionalParam(z.enum(projectTypes)), (type) => eq(projects.type, type)),
    /** What the office owes the client: `unread` messages, or to-dos `overdue` at the office's date. */
    attention: filter(optionalParam(z.enum(projectAttention)), (attention, now) =>
      attention === "unread" ? sql`${unreadMessages} > 0` : sql`${openActionItems(officeToday(now))} > 0`,
    ),
  },
  sorts: { updatedAt: sortKey(projects.updatedAt, "timestamptz") },
  dir: "desc",
  id: { column: projects.id, type: "uuid" },
  scope: (user) => ownedBy(user, projects.clientId, projectStaffView),
});

export type ProjectPage = StaffListPage<typeof projectList>;
export type ProjectListQuery = StaffListQuery<typeof projectList>;
