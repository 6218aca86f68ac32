import { Link } from "react-router";
import { formatIsoDate } from "#app/lib/format.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { Badge } from "#app/ui/badge.tsx";
import { DashboardSection } from "#app/ui/dashboard-section.tsx";
import { isOverdue } from "./office-today.ts";
import type { ProjectSummary } from "./project-queries.server.ts";
import { nextStage, StageTracker } from "./stage-tracker.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { waitingOnText } from "./waiting-on.ts";

function ProjectCard({ project, today }: { project: ProjectSummary; today: string }) {
  const next = nextStage(project.stages);
  const headingId = `project-${project.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={headingId} className="text-lg font-semibold">
            <Link to={`/dashboard/projects/${project.id}`} className={textLinkClass}>
              {project.title}
            </Link>
          </h3>
          <p className="text-sm text-slate-700 dark:text-slate-300">{project.siteAddress}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {project.unreadMessages > 0 ? (
            <Badge tone="sky">
              {project.unreadMessages} unread {project.unreadMessages === 1 ? "message" : "messages"}
            </Badge>
          ) : null}
          {project.openActionItems.length > 0 ? (
            <Badge tone="amber">{project.openActionItems.length} to do</Badge>
          ) : null}
        </div>
      </header>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold">What happens next</dt>
          <dd>
            {next ? `${next.name}${next.plannedOn ? `, planned ${formatIsoDate(next.plannedOn)}` : ""}` : "All done"}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Waiting on</dt>
          <dd>{waitingOnText(next?.waitingOn, project.openActionItems.length) ?? "Nobody right now"}</dd>
        </div>
        <div>
          <dt className="font-semibold">Your project manager</dt>
          <dd>{project.projectManagerName ?? "Being assigned"}</dd>
        </div>
        <div>
          <dt className="font-semibold">Latest update</dt>
          <dd className="wrap-anywhere">
            {project.latestUpdate
              ? `${project.latestUpdate.body} (${formatOfficeDate(project.latestUpdate.createdAt)})`
              : "None yet"}
          </dd>
        </div>
      </dl>
      <StageTracker stages={project.stages} openToDos={project.openActionItems.length} />
      {project.openActionItems.length > 0 ? (
        <section aria-label="Your to-do list" className="grid gap-2">
          <h4 className="font-semibold">Your to-do list</h4>
          <ul className="grid gap-1 text-sm">
            {project.openActionItems.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-2">
                {isOverdue(item, today) ? <Badge tone="red">Overdue</Badge> : null}
                <span>{item.title}</span>
                {item.dueOn ? <span className="text-xs">due {formatIsoDate(item.dueOn)}</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p>
        <Link to={`/dashboard/projects/${project.id}`} className={textLinkClass}>
          Open the project: documents, messages and to-dos
        </Link>
      </p>
    </article>
  );
}

const projectsSection = {
  id: "my-projects",
  title: "My Projects",
  more: { to: "/request-service", label: "Request a new project" },
};
const noProjects = "No projects yet. Once we start work for you, every stage, document and message shows here.";

/** The dashboard's projects: a card each, and the way to ask for another one. */
export function ProjectCards({ projects, today }: { projects: readonly ProjectSummary[]; today: string }) {
  return (
    <DashboardSection {...projectsSection} empty={projects.length === 0 && noProjects}>
      {projects.map((project) => (
        <ProjectCard key={project.id} project={project} today={today} />
      ))}
    </DashboardSection>
  );
}
