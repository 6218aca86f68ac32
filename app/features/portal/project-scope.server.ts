import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { HttpError } from "../../../server/http/errors.ts";
import { recordId } from "../../lib/record-id.server.ts";
import { ownedBy } from "../../lib/owner-scope.server.ts";
import { projects, type PortalSide } from "./tables.server.ts";

export const PROJECT_NOT_FOUND = "Project not found";

/**
 * The condition every read of a project (and of anything in it) is joined with: its client, or any admin. Another
 * client's project id finds nothing, so it answers 404 like a missing one.
 */
export function visibleProject(user: SessionUser, projectId: string): SQL | undefined {
  return and(eq(projects.id, projectId), ownedBy(user, projects.clientId, "staff"));
}

/** Which side of the thread the user writes on. */
export const sideOf = (user: SessionUser): PortalSide => (user.userType === "admin" ? "staff" : "client");
export const otherSide = (side: PortalSide): PortalSide => (side === "staff" ? "client" : "staff");

/** A project id from a URL: anything but a UUID is a 404 before the database is asked. */
export const projectIdOf = (value: unknown) => recordId(value, PROJECT_NOT_FOUND);

export const projectNotFound = () => new HttpError(404, PROJECT_NOT_FOUND);

/** Throws the 404 unless the user may see the project (its client, or an admin). */
export async function assertVisibleProject(db: Database, user: SessionUser, projectId: string): Promise<void> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(visibleProject(user, projectId));
  if (!project) throw projectNotFound();
}
