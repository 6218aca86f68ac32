import { TrendingDown, TrendingUp } from "lucide-react";
import type { HomeSectionCopy } from "#app/content/home.ts";
import type { KpiCard, KpiTone } from "#app/content/testimonials.ts";
import { ContentIcon } from "#app/ui/content-icon.tsx";

const tones: Record<KpiTone, string> = {
  emerald: "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  sky: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200",
  violet: "bg-violet-100 text-violet-800 dark:bg-violet-950 dark:text-violet-200",
};

/** The four KPI cards; the testimonials section's seed notice covers them too. */
export function KpiCards({ copy, cards }: { copy: HomeSectionCopy; cards: readonly KpiCard[] }) {
  return (
    <section aria-labelledby="kpi-heading" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="kpi-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        {copy.heading}
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((kpi) => {
          const Trend = kpi.trend === "up" ? TrendingUp : TrendingDown;
          return (
            <li key={kpi.id} className="rounded-xl border border-slate-200 p-6 dark:border-slate-700">
              <span className={`inline-flex size-11 items-center justify-center rounded-lg ${tones[kpi.tone]}`}>
                <ContentIcon name={kpi.icon} />
              </span>
              <p className="mt-4 text-3xl font-bold text-slate-900 dark:text-white">{kpi.value}</p>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{kpi.label}</p>
              <p className="mt-3 flex items-center gap-1 text-sm text-slate-600 dark:text-slate-400">
                <Trend aria-hidden="true" className="size-4" />
                {kpi.trend === "up" ? "+" : "−"}
                {kpi.delta}% on the previous 12 months
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
