import type { ResponseSla } from "./response-sla.ts";
import { formatOfficeTime } from "./office-time.ts";

/** "3 business hours", "less than 1 business hour": whole hours, rounded down. */
function formatBusinessHours(hours: number): string {
  if (hours < 1) return "less than 1 business hour";
  const whole = Math.floor(hours);
  return `${whole} business ${whole === 1 ? "hour" : "hours"}`;
}

const presentation: Record<
  ResponseSla["state"],
  { label: string; tone: string; detail: (sla: ResponseSla) => string }
> = {
  due: {
    label: "Due",
    tone: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
    detail: (sla) => `${formatBusinessHours(sla.businessHours)} left`,
  },
  overdue: {
    label: "Overdue",
    tone: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
    detail: (sla) => `${formatBusinessHours(sla.businessHours)} past the promise`,
  },
  met: {
    label: "Contacted in time",
    tone: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
    detail: () => "",
  },
  missed: {
    label: "Contacted late",
    tone: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
    detail: (sla) => `${formatBusinessHours(sla.businessHours)} after the promise`,
  },
};

/** The 24-hour first-contact promise at a glance: due or overdue, and by how much in business hours. */
export function SlaBadge({ sla, withDeadline = false }: { sla: ResponseSla; withDeadline?: boolean }) {
  const { label, tone, detail } = presentation[sla.state];
  const text = detail(sla);
  return (
    <span className="inline-flex flex-col gap-0.5">
      <span className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
        {label}
      </span>
      {text ? <span className="text-xs text-slate-700 dark:text-slate-300">{text}</span> : null}
      {withDeadline ? (
        <span className="text-xs text-slate-700 dark:text-slate-300">Promised by {formatOfficeTime(sla.deadline)}</span>
      ) : null}
    </span>
  );
}
