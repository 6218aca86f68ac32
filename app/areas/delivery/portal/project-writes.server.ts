import { defineWrite, noInput } from "#app/lib/staff-write.server.ts";
import { convertLead, resendInvitation } from "./project-creation.server.ts";
import { updateProjectDetails } from "./project-details.server.ts";
import { PROJECT_NOT_FOUND } from "./project-scope.server.ts";
import {
  actionItemSchema,
  convertLeadSchema,
  projectDetailsSchema,
  projectUpdateSchema,
  stageChangeSchema,
} from "./project-schemas.ts";
import {
  ACTION_ITEM_NOT_FOUND,
  cancelActionItem,
  changeStage,
  createActionItem,
  deleteUpdate,
  postUpdate,
  STAGE_NOT_FOUND,
  UPDATE_NOT_FOUND,
} from "./project-work.server.ts";

/** Staff's writes on a project: each is both a form of the staff project page and a JSON API route. */
export const projectWrites = [
  defineWrite({
    intent: "details",
    path: "/api/admin/projects/:id/details",
    permission: "write:project:any",
    notFound: PROJECT_NOT_FOUND,
    schema: projectDetailsSchema,
    run: (context, projectId, input) => updateProjectDetails(context, projectId, input),
    done: ({ managerChanged }) =>
      managerChanged ? "Project saved; the new project manager is shown to the client" : "Project saved",
  }),
  defineWrite({
    intent: "stage",
    path: "/api/admin/project-stages/:id/change",
    permission: "write:project:assigned",
    idField: "stageId",
    notFound: STAGE_NOT_FOUND,
    schema: stageChangeSchema,
    run: ({ services }, stageId, change) => changeStage({ services }, stageId, change),
    done: ({ told }) => (told ? "Stage saved; the client is told by e-mail" : "Stage saved"),
  }),
  defineWrite({
    intent: "update",
    path: "/api/admin/projects/:id/updates",
    permission: "write:project:assigned",
    notFound: PROJECT_NOT_FOUND,
    creates: true,
    schema: projectUpdateSchema,
    run: (context, projectId, { body }) => postUpdate(context, projectId, body),
    done: () => "Update posted",
  }),
  defineWrite({
    intent: "delete-update",
    path: "/api/admin/project-updates/:id/delete",
    permission: "write:project:assigned",
    idField: "updateId",
    notFound: UPDATE_NOT_FOUND,
    schema: noInput,
    run: (context, updateId) => deleteUpdate(context, updateId),
    done: () => "Update deleted",
  }),
  defineWrite({
    intent: "action-item",
    path: "/api/admin/projects/:id/action-items",
    permission: "write:project:assigned",
    notFound: PROJECT_NOT_FOUND,
    creates: true,
    schema: actionItemSchema,
    run: (context, projectId, item) => createActionItem(context, projectId, item),
    done: () => "Action item added; the client is told by e-mail",
  }),
  defineWrite({
    intent: "cancel-action-item",
    path: "/api/admin/project-action-items/:id/cancel",
    permission: "write:project:assigned",
    idField: "actionItemId",
    notFound: ACTION_ITEM_NOT_FOUND,
    schema: noInput,
    run: (context, actionItemId) => cancelActionItem(context, actionItemId),
    done: () => "Action item cancelled",
  }),
  defineWrite({
    intent: "resend-invitation",
    path: "/api/admin/projects/:id/invitation",
    permission: "write:project:any",
    notFound: PROJECT_NOT_FOUND,
    schema: noInput,
    run: (context, projectId) => resendInvitation(context, projectId),
    done: () => "Invitation sent again",
  }),
];

/** "Convert to project" on a won lead's page. */
export const convertLeadWrite = defineWrite({
  intent: "convert",
  path: "/api/admin/leads/:id/project",
  permission: "write:project:any",
  notFound: "Lead not found",
  creates: true,
  schema: convertLeadSchema,
  run: (context, leadId, input) => convertLead(context, leadId, input),
  done: () => "Project created",
});
