import { zodResolver } from "@hookform/resolvers/zod";
import { ActionForm } from "#app/ui/action-form.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { AdminOptions } from "./admin-options.tsx";
import { CompleteTaskButton } from "./complete-task-button.tsx";
import type { AssignableAdmin, LeadDetail } from "./lead-queries.server.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { taskSchema } from "./pipeline-schemas.ts";
import { useActionForm, useFormAction } from "#app/lib/use-page-action.ts";

function TaskForm({ admins }: { admins: AssignableAdmin[] }) {
  const action = useActionForm("task", zodResolver(taskSchema), {
    defaultValues: { title: "", dueAt: "", assigneeId: "" },
    resetOnSuccess: true,
  });
  return (
    <ActionForm action={action} submitLabel="Add task">
      <Field label="New task" error={action.fieldError("title")}>
        <input type="text" maxLength={200} className={inputClass} {...action.form.register("title")} />
      </Field>
      <div className="grid gap-3">
        <Field label="Due" hint="Pacific time" error={action.fieldError("dueAt")}>
          <input type="datetime-local" className={inputClass} {...action.form.register("dueAt")} />
        </Field>
        <Field label="For" error={action.fieldError("assigneeId")}>
          <select className={inputClass} {...action.form.register("assigneeId")}>
            <AdminOptions admins={admins} blank="The lead's assignee, else me" />
          </select>
        </Field>
      </div>
    </ActionForm>
  );
}

/** Follow-up tasks: open ones soonest first, then the done ones. */
export function LeadTasks({
  tasks,
  admins,
  now,
}: {
  tasks: LeadDetail["tasks"];
  admins: AssignableAdmin[];
  now: Date;
}) {
  const completion = useFormAction("complete-task");
  return (
    <div className="grid gap-4">
      <FormNotice notice={completion.notice} isError={completion.noticeIsError} />
      {tasks.length === 0 ? (
        <EmptyState>No tasks yet.</EmptyState>
      ) : (
        <ul className="grid gap-2">
          {tasks.map((task) => {
            const overdue = !task.completedAt && task.dueAt < now;
            return (
              <li
                key={task.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-900"
              >
                <div>
                  <p className={`font-medium ${task.completedAt ? "line-through" : ""}`}>{task.title}</p>
                  <p
                    className={`text-xs ${overdue ? "font-semibold text-red-800 dark:text-red-300" : "text-slate-700 dark:text-slate-300"}`}
                  >
                    {task.completedAt
                      ? `Done ${formatOfficeTime(task.completedAt)}`
                      : `${overdue ? "Overdue, was due" : "Due"} ${formatOfficeTime(task.dueAt)}`}
                    {" · "}
                    {task.assigneeName ?? "Unassigned"}
                  </p>
                </div>
                {task.completedAt ? null : <CompleteTaskButton task={task} fetcher={completion.fetcher} />}
              </li>
            );
          })}
        </ul>
      )}
      <TaskForm admins={admins} />
    </div>
  );
}
