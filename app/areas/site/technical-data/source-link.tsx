import type { DataSource } from "#app/content/data-source.ts";
import { formatIsoMonth } from "#app/lib/format.ts";

/**
 * The manufacturer's document an entry comes from, its own date, and when we last read it. What the team still has
 * to confirm (`stale`) is theirs, not the reader's: it is listed by `npm run content:rechecks`, never shown here.
 */
export function SourceLink({ source }: { source: Pick<DataSource, "url" | "title" | "sourceDate" | "checkedOn"> }) {
  return (
    <>
      <a
        href={source.url}
        rel="noopener noreferrer"
        className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {source.title}
      </a>
      <span className="block text-xs text-slate-600 dark:text-slate-400">
        {source.sourceDate}; last checked {formatIsoMonth(source.checkedOn)}
      </span>
    </>
  );
}
