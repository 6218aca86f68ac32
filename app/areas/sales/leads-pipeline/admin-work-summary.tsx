import { Link } from "react-router";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { AdminWorkSummaryData } from "./work-summary.server.ts";
import { recordLinkClass } from "#app/ui/text-link.ts";

const cardClass = "rounded-lg border border-slate-200 p-4 dark:border-slate-800";

/** A count of leads waiting for first contact, linking to the inbox filtered to them. */
function SlaCount({
  label,
  count,
  filter,
  className = "",
}: {
  label: string;
  count: number;
  filter: "due" | "overdue";
  className?: string;
}) {
  return (
    <div>
      <dt className="text-slate-700 dark:text-slate-300">{label}</dt>
      <dd className={`text-2xl font-bold ${className}`}>
        <Link
          to={`/admin-crm?sla=${filter}`}
          className="underline-offset-2 hover:underline"
          aria-label={`${count} leads ${filter} for first contact`}
        >
          {count}
        </Link>
      </dd>
    </div>
  );
}

/** For the inbox: my open follow-up tasks, the leads waiting for first contact, possible spam. */
export function AdminWorkSummary({ summary }: { summary: AdminWorkSummaryData }) {
  const hiddenTasks = summary.openTaskCount - summary.openTasks.length;
  return (
    <section aria-labelledby="work-summary-heading" className="grid gap-4 md:grid-cols-3">
      <h2 id="work-summary-heading" className="sr-only">
        Your work
      </h2>
      <div className={`${cardClass} md:col-span-2`}>
        <h3 className="text-base font-semibold">My open tasks ({summary.openTaskCount})</h3>
        {summary.openTasks.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No open tasks.</p>
        ) : (
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-800">
            {summary.openTasks.map((task) => (
              <li key={task.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span>
                  <Link to={`/admin-crm/leads/${task.leadId}`} className={recordLinkClass}>
                    {task.title}
                  </Link>{" "}
                  <span className="text-slate-700 dark:text-slate-300">
                    · {task.customerName} ({task.leadReference})
                  </span>
                </span>
                <span
                  className={
                    task.overdue ? "font-semibold text-red-800 dark:text-red-300" : "text-slate-700 dark:text-slate-300"
                  }
                >
                  {task.overdue ? "Overdue: " : "Due "}
                  {formatOfficeTime(task.dueAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {hiddenTasks > 0 ? (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">and {hiddenTasks} more, due later.</p>
        ) : null}
      </div>
      <div className={cardClass}>
        <h3 className="text-base font-semibold">First contact within 24 hours</h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <SlaCount
            label="Overdue"
            count={summary.overdueLeadCount}
            filter="overdue"
            className="text-red-800 dark:text-red-300"
          />
          <SlaCount label="Due" count={summary.dueLeadCount} filter="due" />
        </dl>
        <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">Counted in office hours, Pacific time.</p>
        <p className="mt-3 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
          <Link to="/admin-crm?spam=possible" className={recordLinkClass}>
            Possible spam ({summary.possibleSpamCount})
          </Link>
          <span className="block text-xs text-slate-700 dark:text-slate-300">Mark each as spam or not spam.</span>
        </p>
      </div>
    </section>
  );
}
