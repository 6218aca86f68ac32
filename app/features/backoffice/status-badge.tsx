import { leadStatusLabels, type LeadStatus } from "./pipeline.ts";

const tones: Record<LeadStatus, string> = {
  new: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  contacted: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  site_visit_scheduled: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  proposal_sent: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  won: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  lost: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {leadStatusLabels[status]}
    </span>
  );
}
