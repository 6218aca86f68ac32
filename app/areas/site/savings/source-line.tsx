import type { DataSource } from "#app/content/data-source.ts";
import { formatIsoMonth } from "#app/lib/format.ts";

const basisLabels: Record<DataSource["basis"], string> = {
  official: "official source",
  computed: "our calculation from public data",
  estimate: "estimate",
  company: "company figure",
};

/**
 * One figure with its source, the source's own date, when we last checked it, and what kind of figure it is; the
 * team's re-check notes stay off the page (`npm run content:rechecks`).
 */
export function SourceLine({ figure, source }: { figure: string; source: DataSource }) {
  return (
    <li>
      <span className="font-medium text-slate-900 dark:text-white">{figure}.</span>{" "}
      <a
        href={source.url}
        className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
        rel={source.url.startsWith("http") ? "noopener noreferrer" : undefined}
      >
        {source.title}
      </a>{" "}
      ({source.sourceDate}; {basisLabels[source.basis]}; last checked {formatIsoMonth(source.checkedOn)})
    </li>
  );
}
