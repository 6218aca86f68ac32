/** The pipeline a lead moves through, in order. */
export const leadStatuses = ["new", "contacted", "site_visit_scheduled", "proposal_sent", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  site_visit_scheduled: "Site visit scheduled",
  proposal_sent: "Proposal sent",
  won: "Won",
  lost: "Lost",
};

/** What each kind of timeline entry records, copied as it was at the time. */
export interface LeadActivityDetails {
  status_changed: { from: LeadStatus; to: LeadStatus; lostReason: string | null };
  note_added: { noteId: string; excerpt: string };
  assigned: { assigneeId: string | null; assigneeName: string | null };
  task_created: { taskId: string; title: string; dueAt: string; assigneeName: string | null };
  task_completed: { taskId: string; title: string };
  spam_marked: { spam: boolean };
}

export type LeadActivityKind = keyof LeadActivityDetails;
export const leadActivityKinds = [
  "status_changed",
  "note_added",
  "assigned",
  "task_created",
  "task_completed",
  "spam_marked",
] as const satisfies readonly LeadActivityKind[];

export type LeadActivityDetail = LeadActivityDetails[LeadActivityKind];

/** One timeline entry, its detail typed by its kind. */
export type LeadActivityEntry = {
  [K in LeadActivityKind]: { kind: K; detail: LeadActivityDetails[K] };
}[LeadActivityKind] & { id: string; createdAt: Date; actorName: string | null };
