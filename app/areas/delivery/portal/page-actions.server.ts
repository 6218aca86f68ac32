import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { runWriteAction, type WriteCaller } from "#app/lib/write.server.ts";
import { assertVisibleProject, projectIdOf } from "./project-scope.server.ts";
import { clientProjectWrites, messageWrite, projectWrites } from "./project-writes.server.ts";

/**
 * /dashboard/projects/:projectId's forms: a message, or confirming an action item. The project is looked up first
 * in the user's scope, so another client's id is a 404 whatever the form holds.
 */
export async function clientProjectAction(caller: WriteCaller, rawProjectId: unknown, form: FormData) {
  const projectId = await notFoundPage(async () => {
    const id = projectIdOf(rawProjectId);
    await assertVisibleProject(caller.services.db, caller.user, id);
    return id;
  });
  return runWriteAction(clientProjectWrites, caller, { projectId }, form);
}

/** /admin-crm/projects/:id's forms: staff's writes and the thread. */
export async function staffProjectAction(caller: WriteCaller, rawProjectId: unknown, form: FormData) {
  const projectId = await notFoundPage(async () => projectIdOf(rawProjectId));
  // The thread's form names the project by the client's page's parameter; staff's writes name it `id`.
  return runWriteAction([...projectWrites, messageWrite], caller, { id: projectId, projectId }, form);
}
