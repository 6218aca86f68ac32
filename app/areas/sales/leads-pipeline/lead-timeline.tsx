import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { Timeline } from "#app/ui/timeline.tsx";
import { leadSourceLabels } from "#app/areas/sales/leads/index.ts";
import type { LeadDetail } from "./lead-queries.server.ts";
import { leadStatusLabels, type LeadActivityDetails, type LeadActivityEntry } from "./pipeline.ts";
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

function describe(entry: LeadActivityEntry): string {
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

/** Appointment entries without an admin were made by the customer (booking page, manage link). */
function actorOf(entry: LeadActivityEntry): string {
  if (entry.actorName) return entry.actorName;
  return entry.kind.startsWith("appointment_") ? "The customer" : "A former admin";
}

/** A mail the site sent (or has queued) to the lead's customer. */
function mailEntry(mail: LeadDetail["mails"][number]) {
  const at = mail.sentAt ?? mail.createdAt;
  const what = mail.status === "sent" ? "E-mail sent" : mail.status === "failed" ? "E-mail failed" : "E-mail queued";
  return {
    key: mail.id,
    at,
    what: (
      <>
        <span className="font-semibold">{what}:</span> {mail.subject}
      </>
    ),
  };
}

/** Who did what and when, and the site's mails to the customer, newest first, ending with the lead's arrival. */
export function LeadTimeline({
  lead,
  activities,
  mails,
}: {
  lead: LeadDetail["lead"];
  activities: LeadActivityEntry[];
  mails: LeadDetail["mails"];
}) {
  const entries = [
    ...activities.map((entry) => ({
      key: entry.id,
      at: entry.createdAt,
      what: (
        <>
          <span className="font-semibold">{actorOf(entry)}</span> {describe(entry)}
        </>
      ),
    })),
    ...mails.map(mailEntry),
  ].sort((a, b) => b.at.getTime() - a.at.getTime());
  return (
    <Timeline
      entries={[
        ...entries.map(({ key, at, what }) => ({ key, what, when: formatOfficeTime(at) })),
        {
          key: "received",
          what: (
            <>
              <span className="font-semibold">Received</span> from the{" "}
              {labelOf(leadSourceLabels, lead.source).toLowerCase()}
            </>
          ),
          when: formatOfficeTime(lead.createdAt),
        },
      ]}
    />
  );
}
