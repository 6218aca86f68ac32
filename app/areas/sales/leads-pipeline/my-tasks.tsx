import { Link } from "react-router";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { CompleteTaskButton } from "./complete-task-button.tsx";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import type { TaskListQuery, TaskPage } from "./task-list.server.ts";
import type { TaskDue } from "./task-due.ts";

type Task = TaskPage["items"][number];

const dueBadges: Record<TaskDue, { label: string; tone: BadgeTone }> = {
  overdue: { label: "Overdue", tone: "red" },
  today: { label: "Today", tone: "amber" },
  later: { label: "Later", tone: "slate" },
  done: { label: "Done", tone: "emerald" },
};

const texts: ListTexts = {
  noun: { one: "task", many: "tasks" },
  label: "Tasks",
  caption: "Tasks, overdue first, then by due time",
  empty: "No tasks match these filters.",
  filters: { search: "Search task, name, e-mail, reference or phone" },
};

const stateSelect: FilterSelect = [
  "Show",
  "state",
  undefined,
  [
    ["open", "Open tasks"],
    ["done", "Done tasks"],
    ["all", "All tasks"],
  ],
];

/** The signed-in staff member's tasks on leads and customers, overdue first; the office and admins may read a colleague's. */
export function MyTasks({ page, query, staff }: { page: TaskPage; query: TaskListQuery; staff: AssignableAdmin[] }) {
  const completion = useFormAction("complete-task");
  const columns: Column<Task>[] = [
    {
      header: "Due",
      className: "whitespace-nowrap",
      cell: (task) => (
        <div className="grid gap-1">
          <Badge tone={dueBadges[task.due].tone}>{dueBadges[task.due].label}</Badge>
          <span>{formatOfficeTime(task.dueAt)}</span>
        </div>
      ),
    },
    { header: "Task", cell: (task) => task.title },
    {
      header: "Lead or customer",
      cell: (task) =>
        task.leadId ? (
          <>
            <Link to={`/admin-crm/leads/${task.leadId}`} className={recordLinkClass}>
              {task.customerName}
            </Link>
            <div className="text-xs text-slate-700 dark:text-slate-300">{task.leadReference}</div>
          </>
        ) : (
          <>
            <Link to={`/platform/crm/customers/${task.customerId}`} className={recordLinkClass}>
              {task.customerName}
            </Link>
            <div className="text-xs text-slate-700 dark:text-slate-300">Customer</div>
          </>
        ),
    },
    { header: "For", cell: (task) => task.assigneeName ?? "" },
    {
      header: "Action",
      cell: (task) =>
        task.completedAt ? (
          `Done ${formatOfficeTime(task.completedAt)}`
        ) : (
          <CompleteTaskButton task={task} fetcher={completion.fetcher} />
        ),
    },
  ];
  // A sales rep at `own` reach is offered only themselves: no choice to make.
  const assigneeSelect: FilterSelect[] =
    staff.length > 1
      ? [["For", "assignee", "Me", staff.map((member) => [member.id, member.name ?? member.id] as [string, string])]]
      : [];
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns}
      texts={texts}
      selects={[stateSelect, ...assigneeSelect]}
      notice={completion}
    />
  );
}
