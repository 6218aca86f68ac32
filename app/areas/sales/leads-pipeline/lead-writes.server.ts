import { defineWrite, noInput, recordFields } from "#app/lib/write.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { leadTasks } from "./tables.server.ts";
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

const taskLead = recordFields(leadTasks, leadTasks.id, { leadId: leadTasks.leadId });

/** Every pipeline write: each is both a form of the lead page and a JSON API route. */
export const leadWrites = [
  defineWrite({
    intent: "status",
    access: "write:lead:any",
    path: "/api/admin/leads/:id/status",
    notFound: LEAD_NOT_FOUND,
    schema: statusChangeSchema,
    run: ({ services, user: admin }, leadId, change) => changeStatus(services.db, leadId, admin, change),
    done: () => "Status updated",
    audit: { before: recordFields(leads, leads.id, { status: leads.status }) },
  }),
  defineWrite({
    intent: "spam",
    access: "write:lead:any",
    path: "/api/admin/leads/:id/spam",
    notFound: LEAD_NOT_FOUND,
    schema: spamDecisionSchema,
    run: ({ services, user: admin }, leadId, { spam }) => markSpam(services.db, leadId, admin, spam),
    done: ({ isSpam }) => (isSpam ? "Marked as spam" : "Marked as not spam"),
    audit: { before: recordFields(leads, leads.id, { spamReviewedAt: leads.spamReviewedAt }) },
  }),
  defineWrite({
    intent: "note",
    access: "write:lead:any",
    path: "/api/admin/leads/:id/notes",
    notFound: LEAD_NOT_FOUND,
    creates: true,
    schema: noteSchema,
    run: ({ services, user: admin, idempotencyKey }, leadId, { body }) =>
      addNote(services.db, leadId, admin, body, idempotencyKey),
    done: () => "Note added",
  }),
  defineWrite({
    intent: "assignee",
    access: "write:lead:any",
    path: "/api/admin/leads/:id/assignee",
    notFound: LEAD_NOT_FOUND,
    schema: assigneeSchema,
    run: ({ services, user: admin }, leadId, { assigneeId }) => assignLead(services.db, leadId, admin, assigneeId),
    done: () => "Assignee saved",
    audit: { before: recordFields(leads, leads.id, { assigneeId: leads.assigneeId }) },
  }),
  defineWrite({
    intent: "task",
    access: "write:lead:any",
    path: "/api/admin/leads/:id/tasks",
    notFound: LEAD_NOT_FOUND,
    creates: true,
    schema: taskSchema,
    run: ({ services, user: admin, idempotencyKey }, leadId, task) =>
      createTask(services.db, leadId, admin, task, idempotencyKey),
    done: () => "Task added",
  }),
  defineWrite({
    intent: "complete-task",
    access: "write:lead:any",
    path: "/api/admin/tasks/:id/complete",
    idField: "taskId",
    notFound: TASK_NOT_FOUND,
    schema: noInput,
    run: ({ services, user: admin }, taskId) => completeTask(services.db, taskId, admin),
    done: () => "Task completed",
    audit: { record: async (db, taskId) => (await taskLead(db, taskId))?.leadId },
  }),
];
