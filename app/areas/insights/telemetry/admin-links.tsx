import { Link } from "react-router";
import { timeWindows, type TimeWindow } from "./time-window.ts";

const linkClass =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800";
const currentClass = "bg-slate-900 text-white hover:bg-slate-900 dark:bg-slate-100 dark:text-slate-900";

/** The window a telemetry view covers; choosing one starts again at its first page. */
export function TimeWindowLinks({ current }: { current: TimeWindow }) {
  return (
    <nav aria-label="Time window" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-600 dark:text-slate-300">Last</span>
      {(Object.keys(timeWindows) as TimeWindow[]).map((option) => (
        <Link
          key={option}
          to={`?${new URLSearchParams({ window: option })}`}
          aria-current={option === current ? "true" : undefined}
          className={`${linkClass} ${option === current ? currentClass : ""}`}
        >
          {timeWindows[option].label}
        </Link>
      ))}
    </nav>
  );
}
