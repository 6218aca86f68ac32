import { citationAnchor, type Citation, type CitationRefs } from "./citations.ts";

/** The numbered links under a card or answer that point to its entries in the page's source list. */
export function CitationRefs({ refs, citations }: { refs: CitationRefs; citations: readonly Citation[] }) {
  const keys = new Set<string>([...(refs.claimIds ?? []), ...(refs.promiseIds ?? [])]);
  const cited = citations.filter((c) => keys.has(c.key));
  if (cited.length === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-1 text-xs text-slate-600 dark:text-slate-300">
      <span>Sources:</span>
      {cited.map((c) => (
        <a
          key={c.key}
          href={`#${citationAnchor(c.key)}`}
          aria-label={`Source ${c.number}: ${c.kind === "claim" ? c.claim.source.title : c.promise.label}`}
          className="inline-flex min-h-6 min-w-6 items-center justify-center rounded border border-slate-300 px-1 font-semibold text-brand-700 hover:bg-brand-50 dark:border-slate-600 dark:text-brand-300 dark:hover:bg-slate-800"
        >
          {c.number}
        </a>
      ))}
    </p>
  );
}
