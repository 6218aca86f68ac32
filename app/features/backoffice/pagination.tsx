import { Link, useLocation } from "react-router";
import { withSearch } from "./url-search.ts";

const linkClass =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 text-sm font-medium hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800";

/** "Showing 26–50 of 312" with previous and next links that keep the current filters. */
export function Pagination({
  page,
  pageSize,
  total,
  noun,
}: {
  page: number;
  pageSize: number;
  total: number;
  noun: string;
}) {
  const { pathname, search } = useLocation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  const to = (target: number) => ({ pathname, search: withSearch(search, { page: target === 1 ? null : target }) });
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm">
      <p aria-live="polite">
        {total === 0 ? `No ${noun}` : `Showing ${first}–${last} of ${total} ${noun}`}
        {pages > 1 ? ` · page ${page} of ${pages}` : null}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link to={to(page - 1)} className={linkClass} rel="prev">
            Previous page
          </Link>
        ) : null}
        {page < pages ? (
          <Link to={to(page + 1)} className={linkClass} rel="next">
            Next page
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
