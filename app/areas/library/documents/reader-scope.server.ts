import { and, eq, inArray, isNotNull, or, type SQL } from "drizzle-orm";
import { projectStaffView } from "#app/areas/delivery/index.server.ts";
import { projectDocuments, projects } from "#app/areas/delivery/tables.server.ts";
import { ownedBy } from "#app/lib/owner-scope.server.ts";
import { isStaff, type SessionUser } from "#server/http/access.ts";
import { documents } from "./tables.server.ts";
import type { Audience } from "./vocabulary.ts";

/** The audiences a reader may read: a visitor the public's, a client also the clients', staff every one. */
export function audiencesOf(user: SessionUser | null): Audience[] {
  if (!user) return ["public"];
  return isStaff(user) ? ["public", "clients", "staff"] : ["public", "clients"];
}

/**
 * The condition, on a query joining documents, project_documents and projects to each passage, that keeps the
 * passages `user` may read (decision 0157): library documents of their audiences, and project documents of the
 * projects the portal shows them (a client's own; the office's every one; a technician's those they manage).
 * It goes inside the ranking query, so a passage the reader may not read is never ranked, let alone returned.
 */
export function readablePassages(user: SessionUser | null): SQL {
  const library = and(isNotNull(documents.id), inArray(documents.audience, audiencesOf(user)))!;
  if (!user) return library;
  const project = and(
    isNotNull(projectDocuments.id),
    isNotNull(projects.id),
    ownedBy(user, projects.clientId, projectStaffView),
  )!;
  return or(library, project)!;
}

/** The same rule for one library document (its download). */
export const readableDocument = (user: SessionUser | null, id: string): SQL =>
  and(eq(documents.id, id), inArray(documents.audience, audiencesOf(user)))!;
