import { and, asc, count, desc, eq, isNull, ne, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { DASHBOARD_LIMIT, ownedBy } from "#app/lib/owner-scope.server.ts";
import { invitationPending } from "./invitation-state.server.ts";
import {
  otherSide,
  ownProjects,
  projectStaffView,
  projectNotFound,
  sideOf,
  visibleProject,
  type ProjectScope,
} from "./project-scope.server.ts";
import {
  projectActionItems,
  projectDocuments,
  projectMessages,
  projectStages,
  projectUpdates,
  projects,
  type PortalSide,
} from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

const projectManagers = alias(users, "project_managers");
const clients = alias(users, "clients");

const projectColumns = {
  id: projects.id,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
  clientId: projects.clientId,
  leadId: projects.leadId,
  title: projects.title,
  type: projects.type,
  siteAddress: projects.siteAddress,
  systemSizeKw: projects.systemSizeKw,
  batteryKwh: projects.batteryKwh,
  utility: projects.utility,
  projectManagerId: projects.projectManagerId,
  projectManagerName: fullName(projectManagers),
  clientName: fullName(clients),
  clientEmail: clients.email,
  /** The client was invited and has not set a password yet: staff may re-send the invitation. */
  invitationPending: invitationPending(clients.id),
};

const stageColumns = {
  id: projectStages.id,
  projectId: projectStages.projectId,
  position: projectStages.position,
  name: projectStages.name,
  explanation: projectStages.explanation,
  state: projectStages.state,
  plannedOn: projectStages.plannedOn,
  completedOn: projectStages.completedOn,
  waitingOn: projectStages.waitingOn,
};

const actionItemColumns = {
  id: projectActionItems.id,
  projectId: projectActionItems.projectId,
  createdAt: projectActionItems.createdAt,
  title: projectActionItems.title,
  kind: projectActionItems.kind,
  category: projectActionItems.category,
  dueOn: projectActionItems.dueOn,
  completedAt: projectActionItems.completedAt,
  documentId: projectActionItems.documentId,
};

/** Document metadata only: list queries never read the bytes. */
export const documentColumns = {
  id: projectDocuments.id,
  createdAt: projectDocuments.createdAt,
  name: projectDocuments.name,
  category: projectDocuments.category,
  contentType: projectDocuments.contentType,
  size: projectDocuments.size,
  uploadedBySide: projectDocuments.uploadedBySide,
  uploadedByName: fullName(users),
};

export type ProjectStage = Awaited<ReturnType<typeof stagesOf>>[number];
export type ProjectActionItem = Awaited<ReturnType<typeof actionItemsOf>>[number];
export type ProjectDocument = Awaited<ReturnType<typeof documentsOf>>[number];

// A project's rows, each query joined to its project on the user's scope: without it they find nothing.

function stagesOf(db: Database, scope: ProjectScope) {
  return db
    .select(stageColumns)
    .from(projectStages)
    .innerJoin(projects, eq(projects.id, projectStages.projectId))
    .where(scope)
    .orderBy(asc(projectStages.projectId), asc(projectStages.position));
}

function actionItemsOf(db: Database, scope: ProjectScope, openOnly: boolean) {
  return db
    .select(actionItemColumns)
    .from(projectActionItems)
    .innerJoin(projects, eq(projects.id, projectActionItems.projectId))
    .where(and(scope, openOnly ? isNull(projectActionItems.completedAt) : undefined))
    .orderBy(
      sql`${projectActionItems.completedAt} is not null`,
      asc(projectActionItems.dueOn),
      asc(projectActionItems.createdAt),
    );
}

function documentsOf(db: Database, scope: ProjectScope) {
  return db
    .select(documentColumns)
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .leftJoin(users, eq(users.id, projectDocuments.uploadedById))
    .where(scope)
    .orderBy(...newestFirst(projectDocuments));
}

/** Unread messages the given side has not read yet (written by the other side), per project. */
async function unreadCounts(db: Database, scope: ProjectScope, reader: PortalSide) {
  const rows = await db
    .select({ projectId: projectMessages.projectId, unread: count() })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(and(scope, eq(projectMessages.authorSide, otherSide(reader)), isNull(projectMessages.readAt)))
    .groupBy(projectMessages.projectId);
  return new Map(rows.map((row) => [row.projectId, row.unread]));
}

/** A project page shows this many updates, the newest. */
const UPDATES_LIMIT = 100;

function updatesOf(db: Database, scope: ProjectScope) {
  return db
    .select({ id: projectUpdates.id, createdAt: projectUpdates.createdAt, body: projectUpdates.body })
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
    .where(scope)
    .orderBy(...newestFirst(projectUpdates))
    .limit(UPDATES_LIMIT);
}

function latestUpdates(db: Database, scope: ProjectScope) {
  return db
    .selectDistinctOn([projectUpdates.projectId], {
      projectId: projectUpdates.projectId,
      createdAt: projectUpdates.createdAt,
      body: projectUpdates.body,
    })
    .from(projectUpdates)
    .innerJoin(projects, eq(projects.id, projectUpdates.projectId))
    .where(scope)
    .orderBy(projectUpdates.projectId, ...newestFirst(projectUpdates));
}

function groupBy<Row extends { projectId: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.projectId, [...(groups.get(row.projectId) ?? []), row]);
  return groups;
}

function projectRows(db: Database, where: SQL | undefined) {
  return db
    .select(projectColumns)
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(projectManagers, eq(projectManagers.id, projects.projectManagerId))
    .where(where);
}

/**
 * The signed-in user's own projects as the dashboard's cards: the stage tracker, open action items, the latest
 * update and the unread count. An admin's dashboard shows the projects they are the client of (none, usually).
 */
export async function listOwnProjects(db: Database, user: SessionUser) {
  const rows = await projectRows(db, ownedBy(user, projects.clientId))
    .orderBy(desc(projects.updatedAt))
    .limit(DASHBOARD_LIMIT);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const scope = ownProjects(user, ids);
  const [stages, openItems, updates, unread] = await Promise.all([
    stagesOf(db, scope),
    actionItemsOf(db, scope, true),
    latestUpdates(db, scope),
    unreadCounts(db, scope, sideOf(user)),
  ]);
  const stagesByProject = groupBy(stages);
  const itemsByProject = groupBy(openItems);
  const updateByProject = new Map(updates.map((update) => [update.projectId, update]));
  return rows.map((row) => ({
    ...row,
    stages: stagesByProject.get(row.id) ?? [],
    openActionItems: itemsByProject.get(row.id) ?? [],
    latestUpdate: updateByProject.get(row.id) ?? null,
    unreadMessages: unread.get(row.id) ?? 0,
  }));
}
export type ProjectSummary = Awaited<ReturnType<typeof listOwnProjects>>[number];

/**
 * One project with everything in it, for its client or an admin; 404 for anyone else, as for a missing one. Every
 * query carries the scope, so they all run at once rather than after a check.
 */
export async function getProjectDetail(db: Database, user: SessionUser, projectId: string) {
  const scope = visibleProject(user, projectId);
  const [[project], stages, actionItems, documents, updates, unread] = await Promise.all([
    projectRows(db, scope),
    stagesOf(db, scope),
    actionItemsOf(db, scope, false),
    documentsOf(db, scope),
    updatesOf(db, scope),
    unreadCounts(db, scope, sideOf(user)),
  ]);
  if (!project) throw projectNotFound();
  return { project, stages, actionItems, documents, updates, unreadMessages: unread.get(project.id) ?? 0 };
}
export type ProjectDetail = Awaited<ReturnType<typeof getProjectDetail>>;

/** Messages the user has not read: a client's on their own projects, staff's (from clients) on every project. */
export async function unreadMessageCount(db: Database, user: SessionUser): Promise<number> {
  const side = sideOf(user);
  const [row] = await db
    .select({ unread: count() })
    .from(projectMessages)
    .innerJoin(projects, eq(projects.id, projectMessages.projectId))
    .where(
      and(
        ownedBy(user, projects.clientId, projectStaffView),
        ne(projectMessages.authorSide, side),
        isNull(projectMessages.readAt),
      ),
    );
  return row?.unread ?? 0;
}

/** The project a lead became, if it did. */
export async function projectIdForLead(db: Database, leadId: string): Promise<string | null> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.leadId, leadId));
  return row?.id ?? null;
}
