import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { parseInput } from "../../../server/http/errors.ts";
import { formFields } from "../../lib/page-form.server.ts";
import { formAction, unknownIntent } from "./form-action.server.ts";
import { LEAD_NOT_FOUND } from "./lead-queries.server.ts";
import { recordId } from "./record-id.server.ts";
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

type Fields = Record<string, string>;

/** Each form of the lead page: the same schema and function as its JSON API, and what it says when done. */
const intents: Record<string, (db: Database, leadId: string, admin: SessionUser, fields: Fields) => Promise<string>> = {
  status: async (db, leadId, admin, fields) => {
    await changeStatus(db, leadId, admin, parseInput(statusChangeSchema, fields));
    return "Status updated";
  },
  spam: async (db, leadId, admin, fields) => {
    const { isSpam } = await markSpam(db, leadId, admin, parseInput(spamDecisionSchema, fields).spam);
    return isSpam ? "Marked as spam" : "Marked as not spam";
  },
  note: async (db, leadId, admin, fields) => {
    await addNote(db, leadId, admin, parseInput(noteSchema, fields).body);
    return "Note added";
  },
  assignee: async (db, leadId, admin, fields) => {
    await assignLead(db, leadId, admin, parseInput(assigneeSchema, fields).assigneeId);
    return "Assignee saved";
  },
  task: async (db, leadId, admin, fields) => {
    await createTask(db, leadId, admin, parseInput(taskSchema, fields));
    return "Task added";
  },
  "complete-task": async (db, _leadId, admin, fields) => {
    await completeTask(db, recordId(fields.taskId, TASK_NOT_FOUND), admin);
    return "Task completed";
  },
};

/** The lead page's route action: the form post named by its `intent`. */
export async function runLeadAction(db: Database, leadIdParam: string | undefined, admin: SessionUser, form: FormData) {
  const fields = formFields(form);
  const intent = fields.intent ?? "";
  const run = intents[intent];
  if (!run) return unknownIntent(intent);
  return formAction(intent, () => run(db, recordId(leadIdParam, LEAD_NOT_FOUND), admin, fields));
}
