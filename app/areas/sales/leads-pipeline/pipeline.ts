import { labelledValues } from "#app/lib/labelled-values.ts";
import type { NoteKind, NoteOutcome } from "./activity-kinds.ts";
/** The pipeline a lead moves through, in order. */
export const { values: leadStatuses, labels: leadStatusLabels } = labelledValues({
  new: "New",
  contacted: "Contacted",
  site_visit_scheduled: "Site visit scheduled",
  proposal_sent: "Proposal sent",
  won: "Won",
  lost: "Lost",
});
export type LeadStatus = (typeof leadStatuses)[number];

/** What each kind of timeline entry records, copied as it was at the time. */
export interface LeadActivityDetails {
  status_changed: { from: LeadStatus; to: LeadStatus; lostReason: string | null };
  /** A note or a logged call, meeting or e-mail; entries from before activities had kinds are notes. */
  note_added: {
    noteId: string;
    excerpt: string;
    kind?: NoteKind;
    outcome?: NoteOutcome | null;
    /** The task the activity's next step became, as it was made. */
    nextStep?: { taskId: string; title: string; dueAt: string; assigneeName: string | null } | null;
  };
  assigned: { assigneeId: string | null; assigneeName: string | null };
  task_created: { taskId: string; title: string; dueAt: string; assigneeName: string | null };
  task_completed: { taskId: string; title: string };
  spam_marked: { spam: boolean };
  /** Written by delivery/booking; `startsAt` as ISO instants, `typeName` as it was. */
  appointment_booked: { appointmentId: string; reference: string; typeName: string; startsAt: string };
  appointment_moved: { appointmentId: string; reference: string; from: string; to: string };
  appointment_cancelled: { appointmentId: string; reference: string; startsAt: string };
  appointment_marked: { appointmentId: string; reference: string; status: "done" | "no_show" };
}

export type LeadActivityKind = keyof LeadActivityDetails;
export const leadActivityKinds = [
  "status_changed",
  "note_added",
  "assigned",
  "task_created",
  "task_completed",
  "spam_marked",
  "appointment_booked",
  "appointment_moved",
  "appointment_cancelled",
  "appointment_marked",
] as const satisfies readonly LeadActivityKind[];

export type LeadActivityDetail = LeadActivityDetails[LeadActivityKind];

/** What one timeline entry records, its detail typed by its kind. */
export type LeadActivityChange = {
  [K in LeadActivityKind]: { kind: K; detail: LeadActivityDetails[K] };
}[LeadActivityKind];

/** One timeline entry, its detail typed by its kind. */
export type LeadActivityEntry = LeadActivityChange & { id: string; createdAt: Date; actorName: string | null };
