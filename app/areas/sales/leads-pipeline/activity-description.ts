import { formatOfficeTime } from "#app/lib/office-time.ts";
import { leadStatusLabels, type LeadActivityChange, type LeadActivityDetails } from "./pipeline.ts";
import { noteOutcomeLabels, type NoteKind } from "./activity-kinds.ts";

const loggedKind: Record<NoteKind, string> = {
  note: "added a note",
  call: "logged a call",
  meeting: "logged a meeting",
  email: "logged an e-mail",
};

/** "logged a call (No answer): “…”. Next step: “Call again”, due …, for Ana Ruiz". Older entries have no kind: notes. */
function describeActivity({ kind = "note", outcome, excerpt, nextStep }: LeadActivityDetails["note_added"]): string {
  const what = `${loggedKind[kind]}${outcome ? ` (${noteOutcomeLabels[outcome]})` : ""}: “${excerpt}”`;
  if (!nextStep) return what;
  const due = formatOfficeTime(new Date(nextStep.dueAt));
  return `${what}. Next step: “${nextStep.title}”, due ${due}${nextStep.assigneeName ? `, for ${nextStep.assigneeName}` : ""}`;
}

/**
 * What an entry of a lead's or a customer's timeline says was done, after who did it: "changed the status from New to
 * Won", "logged a call (No answer): “…”". The lead page's timeline and the customer page's both say it this way.
 */
export function describeLeadActivity(entry: LeadActivityChange): string {
  switch (entry.kind) {
    case "status_changed": {
      const { from, to, lostReason } = entry.detail;
      const change = `changed the status from ${leadStatusLabels[from]} to ${leadStatusLabels[to]}`;
      return lostReason ? `${change}. Reason: ${lostReason}` : change;
    }
    case "note_added":
      return describeActivity(entry.detail);
    case "assigned":
      return entry.detail.assigneeName ? `assigned the lead to ${entry.detail.assigneeName}` : "unassigned the lead";
    case "task_created": {
      const { title, dueAt, assigneeName } = entry.detail;
      return `added the task “${title}”, due ${formatOfficeTime(new Date(dueAt))}${assigneeName ? `, for ${assigneeName}` : ""}`;
    }
    case "task_completed":
      return `completed the task “${entry.detail.title}”`;
    case "spam_marked":
      return entry.detail.spam ? "marked the lead as spam" : "marked the lead as not spam";
    case "appointment_booked":
      return `booked ${entry.detail.typeName} ${entry.detail.reference} for ${formatOfficeTime(new Date(entry.detail.startsAt))}`;
    case "appointment_moved":
      return `moved appointment ${entry.detail.reference} from ${formatOfficeTime(new Date(entry.detail.from))} to ${formatOfficeTime(new Date(entry.detail.to))}`;
    case "appointment_cancelled":
      return `cancelled appointment ${entry.detail.reference} of ${formatOfficeTime(new Date(entry.detail.startsAt))}`;
    case "appointment_marked":
      return `marked appointment ${entry.detail.reference} as ${entry.detail.status === "done" ? "done" : "a no-show"}`;
  }
}
