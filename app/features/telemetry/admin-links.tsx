import { Link } from "react-router";
import { timeWindows, type TimeWindow } from "./time-window.ts";

const linkClass =
  "inline-flex min-h-10 items-center rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800";
const currentClass = "bg-slate-900 text-white hover:bg-slate-900 dark:bg-slate-100 dark:text-slate-900";

const search = (timeWindow: TimeWindow, page = 1) =>
  `?${new URLSearchParams({ window: timeWindow, ...(page > 1 ? { page: String(page) } : {}) })}`;

/** Switches between the two telemetry views, keeping the time window. */
export function TelemetryViewLinks({ current, timeWindow }: { current: "errors" | "vitals"; timeWindow: TimeWindow }) {
  const views = [
    { key: "errors", label: "Error reports", path: "/admin/errors" },
    { key: "vitals", label: "Web vitals", path: "/admin/vitals" },
  ] as const;
  return (
    <nav aria-label="Telemetry" className="flex flex-wrap gap-2">
      <Link to="/admin" className={linkClass}>
        Admin Dashboard
      </Link>
      {views.map((view) => (
        <Link
          key={view.key}
          to={`${view.path}${search(timeWindow)}`}
          aria-current={view.key === current ? "page" : undefined}
          className={`${linkClass} ${view.key === current ? currentClass : ""}`}
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}

export function TimeWindowLinks({ current }: { current: TimeWindow }) {
  return (
    <nav aria-label="Time window" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600 dark:text-slate-300">Last</span>
      {(Object.keys(timeWindows) as TimeWindow[]).map((option) => (
        <Link
          key={option}
          to={search(option)}
          aria-current={option === current ? "true" : undefined}
          className={`${linkClass} border border-slate-300 dark:border-slate-600 ${option === current ? currentClass : ""}`}
        >
          {timeWindows[option].label}
        </Link>
      ))}
    </nav>
  );
}

export function PageLinks({
  page,
  pageCount,
  timeWindow,
}: {
  page: number;
  pageCount: number;
  timeWindow: TimeWindow;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={search(timeWindow, page - 1)} className={linkClass}>
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={search(timeWindow, page + 1)} className={linkClass}>
          Next
        </Link>
      ) : null}
    </nav>
  );
}
