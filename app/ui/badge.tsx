import type { ReactNode } from "react";

export type BadgeTone = "sky" | "indigo" | "amber" | "violet" | "emerald" | "slate" | "red";

const tones: Record<BadgeTone, string> = {
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100",
  indigo: "bg-indigo-100 text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100",
  slate: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-100",
  red: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};

/** A record's state in a word or two, on a tone that tells states apart at a glance. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={`inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}
