import { formatIsoDate } from "#app/lib/format.ts";
import { citationAnchor, type Citation } from "./citations.ts";

/** The page's numbered source list: each claim's source, the date it was last checked, and whom it applies to. */
export function CitationList({ citations, heading = "Sources" }: { citations: readonly Citation[]; heading?: string }) {
  if (citations.length === 0) return null;
  return (
    <div className="mt-10 border-t border-slate-200 pt-6 dark:border-slate-700">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-700 dark:text-slate-200">{heading}</h3>
      <ol className="mt-3 space-y-3 text-sm text-slate-700 dark:text-slate-300">
        {citations.map((c) => (
          <li key={c.key} id={citationAnchor(c.key)} className="flex scroll-mt-32 gap-2">
            <span className="font-semibold text-slate-900 dark:text-white">{c.number}.</span>
            {c.kind === "claim" ? (
              <span>
                <a
                  href={c.claim.source.url}
                  className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
                  rel={c.claim.source.url.startsWith("http") ? "noopener noreferrer" : undefined}
                >
                  {c.claim.source.title}
                </a>
                {c.claim.basis === "company" ? " (company estimate)" : ""}, reviewed on{" "}
                <time dateTime={c.claim.reviewedOn}>{formatIsoDate(c.claim.reviewedOn)}</time>. {c.claim.appliesTo}
              </span>
            ) : (
              <span>
                <strong className="font-medium">Company statement: {c.promise.label}.</strong> {c.promise.conditions}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
