import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { Timeline } from "#app/ui/timeline.tsx";
import { leadSourceLabels } from "#app/areas/sales/leads/index.ts";
import type { LeadDetail } from "./lead-queries.server.ts";
import type { LeadActivityEntry } from "./pipeline.ts";
import { describeLeadActivity } from "./activity-description.ts";

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
          <span className="font-semibold">{actorOf(entry)}</span> {describeLeadActivity(entry)}
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
