import { defineWrite, noInput, recordFields, type WriteContext } from "#app/lib/write.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { CUSTOMER_NOT_FOUND } from "#app/areas/customers/index.ts";
import { leadTasks } from "./tables.server.ts";
import { noteKindLabels } from "./activity-kinds.ts";
import { LEAD_NOT_FOUND } from "./lead-queries.server.ts";
import { leadWorker } from "./lead-scope.server.ts";
import {
  addNote,
  assignLead,
  changeDeal,
  changeStatus,
  completeTask,
  createTask,
  markSpam,
  TASK_NOT_FOUND,
} from "./pipeline.server.ts";
import { dealSchema } from "./deal-schema.ts";
import { assigneeSchema, noteSchema, spamDecisionSchema, statusChangeSchema, taskSchema } from "./pipeline-schemas.ts";

/** "Call logged, next step added to tasks": what a page says once an activity is logged. */
const activityLogged = ({ kind, nextStep }: { kind: keyof typeof noteKindLabels; nextStep: unknown }) =>
  `${kind === "note" ? "Note added" : `${noteKindLabels[kind]} logged`}${nextStep ? ", next step added to tasks" : ""}`;

const taskLead = recordFields(leadTasks, leadTasks.id, { leadId: leadTasks.leadId });

/** The caller as a worker of leads: a lead outside their scope answers 404 through either door. */
const workerOf = ({ services, user }: WriteContext) => leadWorker(services, user);

/**
 * Every pipeline write: each is both a form of the lead page and a JSON API route. A sales rep makes them on their
 * own and unassigned leads (`own`); the office, admins and a sales rep under SALES_LEAD_ACCESS=any on every lead.
 */
export const leadWrites = [
  defineWrite({
    intent: "status",
    access: "write:lead:own",
    path: "/api/admin/leads/:id/status",
    notFound: LEAD_NOT_FOUND,
    schema: statusChangeSchema,
    run: async (context, leadId, change) => changeStatus(context.services.db, leadId, await workerOf(context), change),
    done: () => "Status updated",
    audit: { before: recordFields(leads, leads.id, { status: leads.status }) },
  }),
  defineWrite({
    intent: "deal",
    access: "write:lead:own",
    method: "patch",
    path: "/api/admin/leads/:id/deal",
    notFound: LEAD_NOT_FOUND,
    schema: dealSchema,
    run: async (context, leadId, change) => changeDeal(context.services, leadId, await workerOf(context), change),
    done: () => "Deal saved",
    audit: {
      before: recordFields(leads, leads.id, {
        amountCents: leads.amountCents,
        systemSizeKw: leads.systemSizeKw,
        batteryKwh: leads.batteryKwh,
        expectedCloseOn: leads.expectedCloseOn,
        waitingOn: leads.waitingOn,
        utility: leads.utility,
        ownership: leads.ownership,
      }),
    },
  }),
  defineWrite({
    intent: "spam",
    access: "write:lead:own",
    path: "/api/admin/leads/:id/spam",
    notFound: LEAD_NOT_FOUND,
    schema: spamDecisionSchema,
    run: async (context, leadId, { spam }) => markSpam(context.services.db, leadId, await workerOf(context), spam),
    done: ({ isSpam }) => (isSpam ? "Marked as spam" : "Marked as not spam"),
    audit: { before: recordFields(leads, leads.id, { spamReviewedAt: leads.spamReviewedAt }) },
  }),
  defineWrite({
    intent: "note",
    access: "write:lead:own",
    path: "/api/admin/leads/:id/notes",
    notFound: LEAD_NOT_FOUND,
    creates: true,
    schema: noteSchema,
    run: async (context, leadId, note) =>
      addNote(context.services.db, { leadId }, await workerOf(context), note, context.idempotencyKey),
    done: activityLogged,
  }),
  defineWrite({
    intent: "assignee",
    access: "write:lead:own",
    path: "/api/admin/leads/:id/assignee",
    notFound: LEAD_NOT_FOUND,
    schema: assigneeSchema,
    run: async (context, leadId, { assigneeId }) =>
      assignLead(context.services.db, leadId, await workerOf(context), assigneeId),
    done: () => "Assignee saved",
    audit: { before: recordFields(leads, leads.id, { assigneeId: leads.assigneeId }) },
  }),
  defineWrite({
    intent: "task",
    access: "write:lead:own",
    path: "/api/admin/leads/:id/tasks",
    notFound: LEAD_NOT_FOUND,
    creates: true,
    schema: taskSchema,
    run: async (context, leadId, task) =>
      createTask(context.services.db, leadId, await workerOf(context), task, context.idempotencyKey),
    done: () => "Task added",
  }),
  defineWrite({
    intent: "complete-task",
    access: "write:lead:own",
    path: "/api/admin/tasks/:id/complete",
    idField: "taskId",
    notFound: TASK_NOT_FOUND,
    schema: noInput,
    run: async (context, taskId) => completeTask(context.services.db, taskId, await workerOf(context)),
    done: () => "Task completed",
    // A customer's task (no lead) is its own record in the trail.
    audit: { record: async (db, taskId) => (await taskLead(db, taskId))?.leadId ?? undefined },
  }),
];

/**
 * A call, meeting, e-mail or note on a customer without a deal (decision 0144): the lead activity's schema, service
 * and form on the customer's page, POST /api/crm/customers/:id/activities. Sales work: whoever works leads logs it on
 * a customer they read (a sales rep at `own`: their own and unowned customers).
 */
export const customerActivityWrite = defineWrite({
  intent: "customer-activity",
  access: "write:lead:own",
  path: "/api/crm/customers/:id/activities",
  notFound: CUSTOMER_NOT_FOUND,
  creates: true,
  schema: noteSchema,
  run: async (context, customerId, note) =>
    addNote(context.services.db, { customerId }, await workerOf(context), note, context.idempotencyKey),
  done: activityLogged,
  audit: { entity: "customer" },
});
