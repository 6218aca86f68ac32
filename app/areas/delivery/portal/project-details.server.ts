import { rolesHolding } from "#app/lib/permissions.ts";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { invalid } from "#server/domain-errors.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { projectNotFound } from "./project-scope.server.ts";
import { PROJECT_MANAGER_MESSAGE, type ProjectDetailsInput } from "./project-schemas.ts";
import { projects, projectUpdates } from "./tables.server.ts";

/** The named account if it may manage a project (enabled staff whose role works on projects), else a 400 naming the field. */
export async function projectManagerOf(db: Database, userId: string) {
  const [admin] = await db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        inArray(users.userType, rolesHolding("write:project:assigned")),
        eq(users.disabled, false),
      ),
    );
  if (!admin) throw invalid(PROJECT_MANAGER_MESSAGE, { projectManagerId: PROJECT_MANAGER_MESSAGE });
  return admin;
}

/**
 * Staff edit a project's details and its project manager. A new project manager is announced in the project's
 * updates, which are its history and what the client reads: the client learns who to talk to from then on.
 */
export async function updateProjectDetails(
  { services, user: admin }: Pick<WriteContext, "services" | "user">,
  projectId: string,
  input: ProjectDetailsInput,
) {
  return services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ projectManagerId: projects.projectManagerId })
      .from(projects)
      .where(eq(projects.id, projectId))
      .for("update");
    if (!before) throw projectNotFound();
    const manager = await projectManagerOf(tx, input.projectManagerId);
    await tx
      .update(projects)
      .set({
        title: input.title,
        siteAddress: input.siteAddress,
        systemSizeKw: input.systemSizeKw ?? null,
        batteryKwh: input.batteryKwh ?? null,
        utility: input.utility ?? null,
        projectManagerId: manager.id,
        updatedAt: new Date(),
      })
      .where(eq(projects.id, projectId));
    const managerChanged = before.projectManagerId !== manager.id;
    if (managerChanged) {
      await tx.insert(projectUpdates).values({
        projectId,
        authorId: admin.id,
        body: `Your project manager is now ${manager.name ?? "a new member of our team"}.`,
      });
    }
    return { id: projectId, managerChanged };
  });
}
