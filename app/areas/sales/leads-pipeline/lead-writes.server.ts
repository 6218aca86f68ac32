import { defineWrite, noInput } from "#app/lib/staff-write.server.ts";
import { LEAD_NOT_FOUND } from "./lead-queries.server.ts";
import {
  addNote,
  assignLead,
  changeStatus,
  completeTask,
  createTask,
  markSpam,
  TASK_NOT_FOUND,
} from "./pipeline.server.ts";
import { assigneeSchema, noteSchema, spamDecisionSchema, statusChangeSchema, taskSchema } from "./pipeline-schemas.ts";

/** Every pipeline write: each is both a form of the lead page and a JSON API route. */
export const leadWrites = [
  defineWrite({
    intent: "status",
    path: "/api/admin/leads/:id/status",
    permission: "write:lead:any",
    notFound: LEAD_NOT_FOUND,
    schema: statusChangeSchema,
    run: ({ services, admin }, leadId, change) => changeStatus(services.db, leadId, admin, change),
    done: () => "Status updated",
  }),
  defineWrite({
    intent: "spam",
    path: "/api/admin/leads/:id/spam",
    permission: "write:lead:any",
    notFound: LEAD_NOT_FOUND,
    schema: spamDecisionSchema,
    run: ({ services, admin }, leadId, { spam }) => markSpam(services.db, leadId, admin, spam),
    done: ({ isSpam }) => (isSpam ? "Marked as spam" : "Marked as not spam"),
  }),
  defineWrite({
    intent: "note",
    path: "/api/admin/leads/:id/notes",
    permission: "write:lead:any",
    notFound: LEAD_NOT_FOUND,
    creates: true,
    schema: noteSchema,
    run: ({ services, admin, idempotencyKey }, leadId, { body }) =>
      addNote(services.db, leadId, admin, body, idempotencyKey),
    done: () => "Note added",
  }),
  defineWrite({
    intent: "assignee",
    path: "/api/admin/leads/:id/assignee",
    permission: "write:lead:any",
    notFound: LEAD_NOT_FOUND,
    schema: assigneeSchema,
    run: ({ services, admin }, leadId, { assigneeId }) => assignLead(services.db, leadId, admin, assigneeId),
    done: () => "Assignee saved",
  }),
  defineWrite({
    intent: "task",
    path: "/api/admin/leads/:id/tasks",
    permission: "write:lead:any",
    notFound: LEAD_NOT_FOUND,
    creates: true,
    schema: taskSchema,
    run: ({ services, admin, idempotencyKey }, leadId, task) =>
      createTask(services.db, leadId, admin, task, idempotencyKey),
    done: () => "Task added",
  }),
  defineWrite({
    intent: "complete-task",
    path: "/api/admin/tasks/:id/complete",
    permission: "write:lead:any",
    idField: "taskId",
    notFound: TASK_NOT_FOUND,
    schema: noInput,
    run: ({ services, admin }, taskId) => completeTask(services.db, taskId, admin),
    done: () => "Task completed",
  }),
];
