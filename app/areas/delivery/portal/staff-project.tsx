import { Link } from "react-router";
import { projectTypeLabels } from "#app/content/project-stages.ts";
import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { formatNumber } from "#app/lib/format.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { ActionItemList } from "./action-items.tsx";
import { DocumentsPanel } from "./document-list.tsx";
import { MessageThread } from "./message-thread.tsx";
import type { ProjectPageData } from "./project-page.server.ts";
import { ProjectUpdates } from "./project-updates.tsx";
import { StageForm } from "./stage-form.tsx";
import { StageTracker } from "./stage-tracker.tsx";
import type { ProjectManagerChoice } from "./project-fields.tsx";
import { ActionItemForm, ProjectDetailsForm } from "./staff-project-forms.tsx";

const linkClass = "font-medium text-brand-800 underline-offset-2 hover:underline dark:text-brand-300";

function ResendInvitation() {
  const action = useFormAction("resend-invitation");
  return (
    <action.fetcher.Form method="post" className="grid gap-2">
      <input type="hidden" name="intent" value="resend-invitation" />
      <p className="text-sm">The client has not set a password yet.</p>
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
      <Button type="submit" variant="secondary" disabled={action.pending} className="w-fit">
        {action.pending ? "Sending..." : "Re-send invitation"}
      </Button>
    </action.fetcher.Form>
  );
}

function Facts({ project }: { project: ProjectPageData["detail"]["project"] }) {
  const facts: [string, string][] = [
    ["Client", `${project.clientName ?? ""} (${project.clientEmail})`],
    ["Type", projectTypeLabels[project.type]],
    ["Site", project.siteAddress],
    ["System size", project.systemSizeKw === null ? "Not known yet" : `${formatNumber(project.systemSizeKw, 2)} kW`],
    ["Battery", project.batteryKwh === null ? "None or not known yet" : `${formatNumber(project.batteryKwh, 2)} kWh`],
    ["Utility", project.utility ? utilityTariffs[project.utility].name : "Not known yet"],
    ["Project manager", project.projectManagerName ?? "Nobody"],
  ];
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One project for staff: its stages to move, updates, action items, documents and the client's thread. */
export function StaffProject({
  detail,
  messages,
  today,
  admins,
}: ProjectPageData & { admins: ProjectManagerChoice[] }) {
  const { project } = detail;
  return (
    <div className="grid gap-6">
      <p className="text-sm">
        <Link to="/admin-crm/projects" className={linkClass}>
          ← All projects
        </Link>
        {project.leadId ? (
          <>
            {" · "}
            <Link to={`/admin-crm/leads/${project.leadId}`} className={linkClass}>
              The lead it came from
            </Link>
          </>
        ) : null}
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Panel title="Project">
            <div className="grid gap-4">
              <Facts project={project} />
              {project.invitationPending ? <ResendInvitation /> : null}
              <details className="group">
                <summary className="cursor-pointer text-sm font-semibold text-brand-800 dark:text-brand-300">
                  Edit details and project manager
                </summary>
                <div className="mt-3">
                  <ProjectDetailsForm project={project} admins={admins} />
                </div>
              </details>
            </div>
          </Panel>
          <Panel title="Stages">
            <div className="grid gap-4">
              <StageTracker stages={detail.stages} />
              <div className="grid gap-2">
                {detail.stages.map((stage) => (
                  <StageForm key={stage.id} stage={stage} />
                ))}
              </div>
            </div>
          </Panel>
          <Panel title="Updates for the client">
            <ProjectUpdates updates={detail.updates} reader="staff" />
          </Panel>
        </div>
        <div className="grid content-start gap-4">
          <Panel title="Messages">
            <MessageThread messages={messages} reader="staff" />
          </Panel>
          <Panel title="Action items">
            <div className="grid gap-4">
              <ActionItemList projectId={project.id} items={detail.actionItems} today={today} side="staff" />
              <ActionItemForm />
            </div>
          </Panel>
          <DocumentsPanel projectId={project.id} documents={detail.documents} side="staff" />
        </div>
      </div>
    </div>
  );
}
