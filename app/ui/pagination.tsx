import { Link, useLocation } from "react-router";
import { pageSearch, rangeSummary } from "#app/lib/list-url.ts";

const linkClass =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800";

/**
 * Under a list: what it shows ("Showing 26–50 of 312 leads"), and previous and next links
 * that keep the current filters and order.
 */
export function Pagination({
  list: { page, pageSize, total },
  noun,
  qualifier,
}: {
  /** The page shown, as the list query returned it. */
  list: { page: number; pageSize: number; total: number };
  noun: { one: string; many: string };
  /** What narrows the list, after the count ('matching "chen"'). */
  qualifier?: string;
}) {
  const { pathname, search } = useLocation();
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const to = (target: number) => ({ pathname, search: pageSearch(search, target) });
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">
        {rangeSummary(page, pageSize, total, noun)}
        {qualifier ? ` ${qualifier}` : ""}.
      </p>
      {pageCount > 1 ? (
        <div className="flex flex-wrap items-center gap-2">
          {page > 1 ? (
            <Link to={to(page - 1)} className={linkClass} rel="prev">
              Previous
            </Link>
          ) : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={to(page + 1)} className={linkClass} rel="next">
              Next
            </Link>
          ) : null}
        </div>
      ) : null}
    </nav>
  );
}
