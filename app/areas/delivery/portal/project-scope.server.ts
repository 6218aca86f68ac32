import { and, eq, exists, inArray, type AnyColumn, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { ownedBy, type StaffView } from "#app/lib/owner-scope.server.ts";
import { isStaffRole } from "#app/lib/permissions.ts";
import { projects, type PortalSide } from "./tables.server.ts";

export const PROJECT_NOT_FOUND = "Project not found";

declare const ownerCondition: unique symbol;

/**
 * A condition on `projects` that holds the user's ownership (made only by `visibleProject` and `ownProjects`). Every
 * query of a project's rows (stages, updates, action items, documents, messages) a client can reach takes one and
 * joins the project on it, so the owner check is in that query itself: a check forgotten before it finds nothing.
 */
export type ProjectScope = SQL & { readonly [ownerCondition]: true };

/** The back office's view of projects: every one for the office, a technician's those they manage. */
export const projectStaffView: StaffView = { entity: "project", assignee: projects.projectManagerId };

/**
 * One project for its client, or staff who may see it. Another client's project id (or, for a technician, a project
 * not theirs) finds nothing, so it answers 404 like a missing one.
 */
export function visibleProject(user: SessionUser, projectId: string): ProjectScope {
  return and(eq(projects.id, projectId), ownedBy(user, projects.clientId, projectStaffView)) as ProjectScope;
}

/**
 * The project a project's row (a stage, an update, an action item) belongs to, for a user who may see it: the
 * condition of a staff write on that row, so a technician's change to another project's row finds nothing (404).
 */
export function projectOfRow(user: SessionUser, projectIdColumn: AnyColumn): ProjectScope {
  return and(eq(projects.id, projectIdColumn), ownedBy(user, projects.clientId, projectStaffView)) as ProjectScope;
}

/** The dashboard's projects: among `projectIds`, those the user is the client of (an admin too: it is no back office). */
export function ownProjects(user: SessionUser, projectIds: string[]): ProjectScope {
  return and(inArray(projects.id, projectIds), ownedBy(user, projects.clientId)) as ProjectScope;
}

/** The scope as a condition of an UPDATE of a project's rows, which cannot join: the project exists in it. */
export const inScope = (db: Database, scope: ProjectScope) =>
  exists(db.select({ id: projects.id }).from(projects).where(scope));

/** Which side of the thread the user writes on. */
export const sideOf = (user: SessionUser): PortalSide => (isStaffRole(user.userType) ? "staff" : "client");
export const otherSide = (side: PortalSide): PortalSide => (side === "staff" ? "client" : "staff");

/** A project id from a URL: anything but a UUID is a 404 before the database is asked. */
export const projectIdOf = (value: unknown) => recordId(value, PROJECT_NOT_FOUND);

export const projectNotFound = () => notFound(PROJECT_NOT_FOUND);

/**
 * Throws the 404 unless the user may see the project: the answer for a page or a thread of a project that is not
 * theirs. It guards nothing by itself; the queries after it are scoped on their own.
 */
export async function assertVisibleProject(db: Database, user: SessionUser, projectId: string): Promise<void> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(visibleProject(user, projectId));
  if (!project) throw projectNotFound();
}

/**
 * Marks a project the user may see changed and returns its id, or throws the 404: the one statement that checks the
 * owner and touches the project. A client's INSERT of a project's row (a message, a document) takes its project id
 * from here, in the same transaction, never from the URL.
 */
export async function touchVisibleProject(db: Database, user: SessionUser, projectId: string, now = new Date()) {
  const [project] = await db
    .update(projects)
    .set({ updatedAt: now })
    .where(visibleProject(user, projectId))
    .returning({ id: projects.id });
  if (!project) throw projectNotFound();
  return project.id;
}
