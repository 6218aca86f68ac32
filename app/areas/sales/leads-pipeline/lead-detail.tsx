import { Link } from "react-router";
import { Panel } from "#app/ui/panel.tsx";
import { LeadScoresSummary } from "#app/areas/sales/lead-scores/index.ts";
import { LeadAssigneeForm } from "./lead-assignee-form.tsx";
import { LeadDealForm } from "./lead-deal-form.tsx";
import { LeadFields } from "./lead-fields.tsx";
import { LeadNotes } from "./lead-notes.tsx";
import type { AssignableAdmin, LeadDetail as Detail } from "./lead-queries.server.ts";
import { LeadStatusForm } from "./lead-status-form.tsx";
import { LeadTasks } from "./lead-tasks.tsx";
import { LeadTimeline } from "./lead-timeline.tsx";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { LeadSpamForm } from "./lead-spam-form.tsx";
import { SlaBadge } from "./sla-badge.tsx";
import { SpamBadge } from "./spam-badge.tsx";
import { LeadStatusBadge } from "./lead-status-badge.tsx";

/** One lead: what the customer sent on the left, the pipeline on the right. */
export function LeadDetail({ detail, admins, now }: { detail: Detail; admins: AssignableAdmin[]; now: Date }) {
  const { lead } = detail;
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Link
          to="/admin-crm"
          className="font-medium text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
        >
          ← All leads
        </Link>
        <span aria-hidden>·</span>
        <span>{lead.reference}</span>
        <LeadStatusBadge status={lead.status} />
        <SpamBadge lead={lead} />
        {lead.sla ? <SlaBadge sla={lead.sla} withDeadline /> : null}
        {lead.firstContactedAt ? <span>First contact {formatOfficeTime(lead.firstContactedAt)}</span> : null}
        {lead.status === "lost" && lead.lostReason ? <span>Lost: {lead.lostReason}</span> : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <LeadFields lead={lead} />
        <div className="grid content-start gap-4">
          <Panel title="Pipeline">
            <div className="grid gap-6">
              <LeadStatusForm status={lead.status} lostReason={lead.lostReason} />
              <LeadAssigneeForm assigneeId={lead.assigneeId} admins={admins} />
            </div>
          </Panel>
          <Panel title="Scores">
            <LeadScoresSummary scores={lead} />
          </Panel>
          <Panel title="Deal">
            <LeadDealForm deal={lead} />
          </Panel>
          <Panel title="Spam">
            <LeadSpamForm lead={lead} />
          </Panel>
          <Panel title="Tasks">
            <LeadTasks tasks={detail.tasks} admins={admins} now={now} />
          </Panel>
          <Panel title="Notes and activities">
            <LeadNotes notes={detail.notes} admins={admins} />
          </Panel>
          <Panel title="Activity">
            <LeadTimeline lead={lead} activities={detail.activities} mails={detail.mails} />
          </Panel>
        </div>
      </div>
    </div>
  );
}
