import type { ReactNode } from "react";
import { Link } from "react-router";
import { EmptyState } from "./empty-state.tsx";
import { textLinkClass } from "./text-link.ts";

/**
 * One section of a client's dashboard: its heading with the way to ask for one more beside it, then its content,
 * or `empty` in its place when there is nothing yet.
 */
export function DashboardSection({
  id,
  title,
  more,
  empty,
  children,
}: {
  id: string;
  title: string;
  /** Absent when there is nothing to ask for from here (a subscription is made in the site's footer). */
  more?: { to: string; label: string };
  /** Shown instead of the content when there is nothing to list. */
  empty: ReactNode | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className={`text-sm ${textLinkClass}`}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {empty ? <EmptyState>{empty}</EmptyState> : children}
    </section>
  );
}
