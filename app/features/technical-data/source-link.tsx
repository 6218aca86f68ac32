import type { DataSource } from "../../content/data-source.ts";

/**
 * The manufacturer's document an entry comes from, with the date that says how current it is and, where part of it
 * could not be confirmed, what to re-check (as the calculators' method section says it).
 */
export function SourceLink({ source, date }: { source: Pick<DataSource, "url" | "title" | "stale">; date: string }) {
  return (
    <>
      <a
        href={source.url}
        rel="noopener noreferrer"
        className="text-brand-700 underline underline-offset-2 dark:text-brand-300"
      >
        {source.title}
      </a>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{date}</span>
      {source.stale ? (
        <span className="block text-xs text-amber-800 dark:text-amber-300">Re-check: {source.stale}</span>
      ) : null}
    </>
  );
}
