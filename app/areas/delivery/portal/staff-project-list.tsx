import { Link } from "react-router";
import { projectAttentionLabels } from "./project-attention.ts";
import { projectTypeLabels } from "#app/content/project-stages.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { Badge } from "#app/ui/badge.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { CreateProjectForm } from "./create-project-form.tsx";
import type { ProjectManagerChoice } from "./project-fields.tsx";
import type { ProjectListQuery, ProjectPage } from "./project-list.server.ts";
import { recordLinkClass } from "#app/ui/text-link.ts";

type Row = ProjectPage["items"][number];

const texts: ListTexts = {
  noun: { one: "project", many: "projects" },
  caption: "Projects, recently changed first",
  filters: { search: "Search title, address or client" },
};

const columns: Column<Row>[] = [
  {
    header: "Project",
    rowHeader: true,
    cell: (project) => (
      <>
        <Link to={`/admin-crm/projects/${project.id}`} className={recordLinkClass}>
          {project.title}
        </Link>
        <div className="text-xs text-slate-700 dark:text-slate-300">{projectTypeLabels[project.type]}</div>
      </>
    ),
  },
  {
    header: "Client",
    cell: (project) => (
      <>
        <div>{project.clientName}</div>
        <div className="text-xs break-all">{project.clientEmail}</div>
      </>
    ),
  },
  { header: "Current stage", cell: (project) => project.currentStage ?? "—" },
  {
    header: "Needs attention",
    cell: (project) => (
      <span className="inline-flex flex-wrap gap-1">
        {project.unreadMessages > 0 ? <Badge tone="sky">{project.unreadMessages} unread</Badge> : null}
        {project.openActionItems > 0 ? <Badge tone="amber">{project.openActionItems} open items</Badge> : null}
        {project.overdueActionItems > 0 ? <Badge tone="red">{project.overdueActionItems} overdue</Badge> : null}
      </span>
    ),
  },
  { header: "Project manager", cell: (project) => project.projectManagerName ?? "—" },
  { header: "Updated", className: "whitespace-nowrap", cell: (project) => formatOfficeTime(project.updatedAt) },
];

/** Every project, recently changed first, and a form for a new one. */
export function StaffProjectList({
  page,
  query,
  admins,
}: {
  page: ProjectPage;
  query: ProjectListQuery;
  admins: ProjectManagerChoice[];
}) {
  return (
    <div className="grid gap-6">
      <StaffList
        page={page}
        query={query}
        columns={columns}
        texts={texts}
        selects={[
          ["Type", "type", "Any type", Object.entries(projectTypeLabels)],
          ["Needs", "attention", "Anything", Object.entries(projectAttentionLabels)],
        ]}
      />
      <Panel title="New project for an existing client">
        <CreateProjectForm admins={admins} />
      </Panel>
    </div>
  );
}
