import type { Database } from "#server/db/client.ts";
import { defineWrite, noInput, recordFields } from "#app/lib/write.server.ts";
import { projectActionItems, projects, projectStages, projectUpdates } from "./tables.server.ts";
import { convertLead, createProject, resendInvitation } from "./project-creation.server.ts";
import { updateProjectDetails } from "./project-details.server.ts";
import { postMessage } from "./messages.server.ts";
import { PROJECT_NOT_FOUND, projectIdOf } from "./project-scope.server.ts";
import {
  actionItemSchema,
  convertLeadSchema,
  createProjectSchema,
  messageSchema,
  projectDetailsSchema,
  projectUpdateSchema,
  stageChangeSchema,
} from "./project-schemas.ts";
import {
  ACTION_ITEM_NOT_FOUND,
  cancelActionItem,
  changeStage,
  confirmActionItem,
  createActionItem,
  deleteUpdate,
  postUpdate,
  STAGE_NOT_FOUND,
  UPDATE_NOT_FOUND,
} from "./project-work.server.ts";

/** The project a part of it belongs to (a stage, an update, an action item): its history holds the part's writes. */
const projectOf =
  (table: typeof projectStages | typeof projectUpdates | typeof projectActionItems) =>
  async (db: Database, id: string) =>
    (await recordFields(table, table.id, { projectId: table.projectId })(db, id))?.projectId;
const stageProject = projectOf(projectStages);
const updateProject = projectOf(projectUpdates);
const actionItemProject = projectOf(projectActionItems);

/** Staff's writes on a project: each is both a form of the staff project page and a JSON API route. */
export const projectWrites = [
  defineWrite({
    intent: "details",
    access: "write:project:any",
    path: "/api/admin/projects/:id/details",
    notFound: PROJECT_NOT_FOUND,
    schema: projectDetailsSchema,
    run: (context, projectId, input) => updateProjectDetails(context, projectId, input),
    done: ({ managerChanged }) =>
      managerChanged ? "Project saved; the new project manager is shown to the client" : "Project saved",
    audit: {
      before: recordFields(projects, projects.id, {
        title: projects.title,
        projectManagerId: projects.projectManagerId,
      }),
    },
  }),
  defineWrite({
    intent: "stage",
    access: "write:project:assigned",
    path: "/api/admin/project-stages/:id/change",
    idField: "stageId",
    notFound: STAGE_NOT_FOUND,
    schema: stageChangeSchema,
    run: (context, stageId, change) => changeStage(context, stageId, change),
    done: ({ told }) => (told ? "Stage saved; the client is told by e-mail" : "Stage saved"),
    audit: {
      record: stageProject,
      before: recordFields(projectStages, projectStages.id, {
        stage: projectStages.name,
        state: projectStages.state,
        plannedOn: projectStages.plannedOn,
        completedOn: projectStages.completedOn,
        waitingOn: projectStages.waitingOn,
      }),
    },
  }),
  defineWrite({
    intent: "update",
    access: "write:project:assigned",
    path: "/api/admin/projects/:id/updates",
    notFound: PROJECT_NOT_FOUND,
    creates: true,
    schema: projectUpdateSchema,
    run: (context, projectId, { body }) => postUpdate(context, projectId, body),
    done: () => "Update posted",
  }),
  defineWrite({
    intent: "delete-update",
    access: "write:project:assigned",
    path: "/api/admin/project-updates/:id/delete",
    idField: "updateId",
    notFound: UPDATE_NOT_FOUND,
    schema: noInput,
    run: (context, updateId) => deleteUpdate(context, updateId),
    done: () => "Update deleted",
    audit: { record: updateProject },
  }),
  defineWrite({
    intent: "action-item",
    access: "write:project:assigned",
    path: "/api/admin/projects/:id/action-items",
    notFound: PROJECT_NOT_FOUND,
    creates: true,
    schema: actionItemSchema,
    run: (context, projectId, item) => createActionItem(context, projectId, item),
    done: () => "Action item added; the client is told by e-mail",
  }),
  defineWrite({
    intent: "cancel-action-item",
    access: "write:project:assigned",
    path: "/api/admin/project-action-items/:id/cancel",
    idField: "actionItemId",
    notFound: ACTION_ITEM_NOT_FOUND,
    schema: noInput,
    run: (context, actionItemId) => cancelActionItem(context, actionItemId),
    done: () => "Action item cancelled",
    audit: { record: actionItemProject },
  }),
  defineWrite({
    intent: "resend-invitation",
    access: "write:project:any",
    path: "/api/admin/projects/:id/invitation",
    notFound: PROJECT_NOT_FOUND,
    schema: noInput,
    run: (context, projectId) => resendInvitation(context, projectId),
    done: () => "Invitation sent again",
  }),
];

/** "Convert to project" on a won lead's page. */
/** "New project" on the projects list and POST /api/admin/projects: a project for a client, then its page. */
export const createProjectWrite = defineWrite({
  intent: "create-project",
  access: "write:project:any",
  path: "/api/admin/projects",
  notFound: PROJECT_NOT_FOUND,
  creates: true,
  schema: createProjectSchema,
  run: (context, _id, input) => createProject(context, input),
  done: () => "Project created",
  redirect: ({ id }) => `/admin-crm/projects/${id}`,
});

export const convertLeadWrite = defineWrite({
  intent: "convert",
  access: "write:project:any",
  path: "/api/admin/leads/:id/project",
  notFound: "Lead not found",
  creates: true,
  schema: convertLeadSchema,
  run: (context, leadId, input) => convertLead(context, leadId, input),
  done: () => "Project created",
  audit: { entity: "lead" },
});

/** A message in a project's thread: the client's on their project page, staff's on the staff project page. */
export const messageWrite = defineWrite({
  intent: "message",
  access: "signedIn",
  path: "/api/projects/:projectId/messages",
  idParam: "projectId",
  notFound: PROJECT_NOT_FOUND,
  creates: true,
  schema: messageSchema,
  run: ({ services, user }, projectId, { body }) => postMessage(services.db, user, projectId, body),
  done: () => "Message sent",
  audit: { entity: "project" },
});

/** The client's "Confirm" on one of their project's action items. */
export const confirmActionItemWrite = defineWrite({
  intent: "confirm",
  access: "signedIn",
  path: "/api/projects/:projectId/action-items/:actionItemId/confirm",
  idParam: "actionItemId",
  idField: "actionItemId",
  notFound: ACTION_ITEM_NOT_FOUND,
  schema: noInput,
  run: ({ services, user, params }, actionItemId) =>
    confirmActionItem(services.db, user, projectIdOf(params.projectId), actionItemId),
  done: () => "Thank you, confirmed",
  audit: { entity: "project", record: actionItemProject },
});

/** The writes of a client's project page. */
export const clientProjectWrites = [messageWrite, confirmActionItemWrite];
