import type { ApiRequest, ApiRoute } from "../../../server/http/api-route.ts";
import { defineApi } from "../../../server/http/api-route.ts";
import { parseInput } from "../../../server/http/errors.ts";
import { idempotencyKeyOf } from "../../../server/http/idempotency-key.ts";
import { csvFilename, sendCsv } from "./csv-response.server.ts";
import { leadListQuerySchema } from "./lead-list-query.server.ts";
import { getLead, LEAD_NOT_FOUND, leadExportBatches, leadFieldColumns, listLeads } from "./lead-queries.server.ts";
import { recordId } from "./record-id.server.ts";
import { MAIL_NOT_FOUND, listOutbox, retryMail } from "./outbox.server.ts";
import { outboxListQuerySchema } from "./outbox-list-query.server.ts";
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
import { subscriberListQuerySchema } from "./subscriber-list-query.server.ts";
import { listSubscribers, subscriberColumns, subscriberExportBatches } from "./subscribers.server.ts";

const leadIdOf = (req: ApiRequest) => recordId(req.params.id, LEAD_NOT_FOUND);

/** The CSV's columns: every stored field of a lead, then its assignee's name. */
const leadCsvColumns = [
  ...(Object.keys(leadFieldColumns) as (keyof typeof leadFieldColumns)[]),
  "assigneeName" as const,
];
const subscriberCsvColumns = Object.keys(subscriberColumns) as (keyof typeof subscriberColumns)[];

/** The back office's JSON API: every route admin-only. */
export const backofficeApi: ApiRoute[] = [
  defineApi({
    method: "get",
    path: "/api/admin/leads",
    access: "admin",
    handler: (req) => listLeads(req.services.db, parseInput(leadListQuerySchema, req.query)),
  }),
  defineApi({
    method: "get",
    path: "/api/admin/leads.csv",
    access: "admin",
    handler: (req, res) =>
      sendCsv(
        res,
        csvFilename("leads"),
        leadCsvColumns,
        leadExportBatches(req.services.db, parseInput(leadListQuerySchema, req.query)),
      ),
  }),
  defineApi({
    method: "get",
    path: "/api/admin/leads/:id",
    access: "admin",
    handler: (req) => getLead(req.services.db, leadIdOf(req)),
  }),
  defineApi({
    method: "post",
    path: "/api/admin/leads/:id/status",
    access: "admin",
    handler: (req) => changeStatus(req.services.db, leadIdOf(req), req.user!, parseInput(statusChangeSchema, req.body)),
  }),
  defineApi({
    method: "post",
    path: "/api/admin/leads/:id/spam",
    access: "admin",
    handler: (req) =>
      markSpam(req.services.db, leadIdOf(req), req.user!, parseInput(spamDecisionSchema, req.body).spam),
  }),
  defineApi({
    method: "post",
    path: "/api/admin/leads/:id/notes",
    access: "admin",
    handler: async (req, res) => {
      const idempotencyKey = idempotencyKeyOf(req) ?? null;
      const { body } = parseInput(noteSchema, req.body);
      res.status(201).json(await addNote(req.services.db, leadIdOf(req), req.user!, body, idempotencyKey));
    },
  }),
  defineApi({
    method: "post",
    path: "/api/admin/leads/:id/assignee",
    access: "admin",
    handler: (req) =>
      assignLead(req.services.db, leadIdOf(req), req.user!, parseInput(assigneeSchema, req.body).assigneeId),
  }),
  defineApi({
    method: "post",
    path: "/api/admin/leads/:id/tasks",
    access: "admin",
    handler: async (req, res) => {
      const idempotencyKey = idempotencyKeyOf(req) ?? null;
      const task = parseInput(taskSchema, req.body);
      res.status(201).json(await createTask(req.services.db, leadIdOf(req), req.user!, task, idempotencyKey));
    },
  }),
  defineApi({
    method: "post",
    path: "/api/admin/tasks/:id/complete",
    access: "admin",
    handler: (req) => completeTask(req.services.db, recordId(req.params.id, TASK_NOT_FOUND), req.user!),
  }),
  defineApi({
    method: "get",
    path: "/api/admin/subscribers",
    access: "admin",
    handler: (req) => listSubscribers(req.services.db, parseInput(subscriberListQuerySchema, req.query)),
  }),
  defineApi({
    method: "get",
    path: "/api/admin/subscribers.csv",
    access: "admin",
    handler: (req, res) =>
      sendCsv(
        res,
        csvFilename("subscribers"),
        subscriberCsvColumns,
        subscriberExportBatches(req.services.db, parseInput(subscriberListQuerySchema, req.query)),
      ),
  }),
  defineApi({
    method: "get",
    path: "/api/admin/outbox",
    access: "admin",
    handler: (req) => listOutbox(req.services.db, parseInput(outboxListQuerySchema, req.query)),
  }),
  defineApi({
    method: "post",
    path: "/api/admin/outbox/:id/retry",
    access: "admin",
    handler: (req) => retryMail(req.services, recordId(req.params.id, MAIL_NOT_FOUND)),
  }),
];
