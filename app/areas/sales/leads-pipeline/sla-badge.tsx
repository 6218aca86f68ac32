import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import type { ResponseSla } from "./response-sla.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";

/** "3 business hours", "less than 1 business hour": whole hours, rounded down. */
function formatBusinessHours(hours: number): string {
  if (hours < 1) return "less than 1 business hour";
  const whole = Math.floor(hours);
  return `${whole} business ${whole === 1 ? "hour" : "hours"}`;
}

const presentation: Record<
  ResponseSla["state"],
  { label: string; tone: BadgeTone; detail: (sla: ResponseSla) => string }
> = {
  due: {
    label: "Due",
    tone: "amber",
    detail: (sla) => `${formatBusinessHours(sla.businessHours)} left`,
  },
  overdue: {
    label: "Overdue",
    tone: "red",
    detail: (sla) => `${formatBusinessHours(sla.businessHours)} past the promise`,
  },
  met: {
    label: "Contacted in time",
    tone: "emerald",
    detail: () => "",
  },
  missed: {
    label: "Contacted late",
    tone: "slate",
    detail: (sla) => `${formatBusinessHours(sla.businessHours)} after the promise`,
  },
};

/** The 24-hour first-contact promise at a glance: due or overdue, and by how much in business hours. */
export function SlaBadge({ sla, withDeadline = false }: { sla: ResponseSla; withDeadline?: boolean }) {
  const { label, tone, detail } = presentation[sla.state];
  const text = detail(sla);
  return (
    <span className="inline-flex flex-col gap-0.5">
      <Badge tone={tone}>{label}</Badge>
      {text ? <span className="text-xs text-slate-700 dark:text-slate-300">{text}</span> : null}
      {withDeadline ? (
        <span className="text-xs text-slate-700 dark:text-slate-300">Promised by {formatOfficeTime(sla.deadline)}</span>
      ) : null}
    </span>
  );
}
