import { Link } from "react-router";
import { projectTypeLabels } from "#app/content/project-stages.ts";
import { Panel } from "#app/ui/panel.tsx";
import { ActionItemList } from "./action-items.tsx";
import { DocumentsPanel } from "./document-list.tsx";
import { MessageThread } from "./message-thread.tsx";
import type { ProjectPageData } from "./project-page.server.ts";
import { ProjectUpdates } from "./project-updates.tsx";
import { StageTracker } from "./stage-tracker.tsx";

/** /dashboard/projects/:projectId: the client's whole project on one page. */
export function ClientProject({ detail, messages, today }: ProjectPageData) {
  const { project } = detail;
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-12">
      <header className="grid gap-1">
        <p className="text-sm">
          <Link
            to="/dashboard"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            ← Dashboard
          </Link>
        </p>
        <h1 className="text-3xl font-bold break-words">{project.title}</h1>
        <p className="text-slate-700 dark:text-slate-300">
          {projectTypeLabels[project.type]} · {project.siteAddress} · Project manager:{" "}
          {project.projectManagerName ?? "being assigned"}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <Panel title="Stages">
            <StageTracker
              stages={detail.stages}
              explained
              openToDos={detail.actionItems.filter((item) => !item.completedAt).length}
            />
          </Panel>
          <Panel title="Updates">
            <ProjectUpdates updates={detail.updates} reader="client" />
          </Panel>
        </div>
        <div className="grid content-start gap-4">
          <Panel title="Your to-do list">
            <ActionItemList projectId={project.id} items={detail.actionItems} today={today} side="client" />
          </Panel>
          {/* On a phone the conversation comes before the document list; beside the stages it stays last. */}
          <div className="grid lg:order-last">
            <Panel title="Messages with our team">
              <MessageThread messages={messages} reader="client" />
            </Panel>
          </div>
          <DocumentsPanel projectId={project.id} documents={detail.documents} side="client" />
        </div>
      </div>
    </div>
  );
}
