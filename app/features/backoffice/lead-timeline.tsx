import { labelOf, leadSourceLabels } from "./labels.ts";
import type { LeadDetail } from "./lead-queries.server.ts";
import { formatOfficeTime } from "./office-time.ts";
import { leadStatusLabels, type LeadActivityEntry } from "./pipeline.ts";

function describe(entry: LeadActivityEntry): string {
  switch (entry.kind) {
    case "status_changed": {
      const { from, to, lostReason } = entry.detail;
      const change = `changed the status from ${leadStatusLabels[from]} to ${leadStatusLabels[to]}`;
      return lostReason ? `${change}. Reason: ${lostReason}` : change;
    }
    case "note_added":
      return `added a note: “${entry.detail.excerpt}”`;
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
  }
}

/** Who did what and when, newest first, ending with the lead's arrival. */
export function LeadTimeline({ lead, activities }: { lead: LeadDetail["lead"]; activities: LeadActivityEntry[] }) {
  return (
    <ol className="grid gap-3 border-l-2 border-slate-200 pl-4 text-sm dark:border-slate-700">
      {activities.map((entry) => (
        <li key={entry.id}>
          <p className="break-words">
            <span className="font-semibold">{entry.actorName ?? "A former admin"}</span> {describe(entry)}
          </p>
          <p className="text-xs text-slate-700 dark:text-slate-300">{formatOfficeTime(entry.createdAt)}</p>
        </li>
      ))}
      <li>
        <p>
          <span className="font-semibold">Received</span> from the{" "}
          {labelOf(leadSourceLabels, lead.source).toLowerCase()}
        </p>
        <p className="text-xs text-slate-700 dark:text-slate-300">{formatOfficeTime(lead.createdAt)}</p>
      </li>
    </ol>
  );
}
