import { assertPermitted } from "#app/lib/page-access.server.ts";
import { redirect } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { parseInput } from "#server/http/errors.ts";
import type { AppServices } from "#server/services.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { formAction } from "#app/lib/page-action.server.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { runWriteAction } from "#app/lib/staff-write.server.ts";
import { postMessage } from "./messages.server.ts";
import { createProject } from "./project-creation.server.ts";
import { assertVisibleProject, projectIdOf } from "./project-scope.server.ts";
import { createProjectSchema, messageSchema } from "./project-schemas.ts";
import { ACTION_ITEM_NOT_FOUND, confirmActionItem } from "./project-work.server.ts";
import { projectWrites } from "./project-writes.server.ts";

/** The thread's form, on the client's project page and on staff's alike. */
const sendMessage = (services: AppServices, user: SessionUser, projectId: string, fields: Record<string, string>) =>
  formAction("message", async () => {
    await postMessage(services.db, user, projectId, parseInput(messageSchema, fields).body);
    return "Message sent";
  });

/**
 * /dashboard/projects/:projectId's forms: a message, or confirming an action item. The project is looked up first
 * in the user's scope, so another client's id is a 404 whatever the form holds.
 */
export async function clientProjectAction(
  services: AppServices,
  user: SessionUser,
  rawProjectId: unknown,
  form: FormData,
) {
  const projectId = await notFoundPage(async () => {
    const id = projectIdOf(rawProjectId);
    await assertVisibleProject(services.db, user, id);
    return id;
  });
  const fields = formFields(form);
  if (fields.intent === "confirm") {
    return formAction("confirm", async () => {
      await confirmActionItem(services.db, user, projectId, recordId(fields.actionItemId, ACTION_ITEM_NOT_FOUND));
      return "Thank you, confirmed";
    });
  }
  return sendMessage(services, user, projectId, fields);
}

/** /admin-crm/projects/:id's forms: staff's writes and the thread. */
export async function staffProjectAction(
  services: AppServices,
  admin: SessionUser,
  rawProjectId: unknown,
  form: FormData,
) {
  const projectId = await notFoundPage(async () => projectIdOf(rawProjectId));
  const fields = formFields(form);
  if (fields.intent === "message") return sendMessage(services, admin, projectId, fields);
  return runWriteAction(projectWrites, services, admin, projectId, form);
}

/** /admin-crm/projects' form: a new project for an existing client, then its page. */
export function createProjectAction(services: AppServices, admin: SessionUser, form: FormData) {
  return formAction("create-project", async () => {
    assertPermitted(services, admin, "write:project:any");
    const { id } = await createProject({ services, admin }, parseInput(createProjectSchema, formFields(form)));
    throw redirect(`/admin-crm/projects/${id}`);
  });
}
