import { Link, useLocation } from "react-router";
import { currentStaffArea, staffAreas } from "./staff-areas.ts";

/** Every staff area; the current one is marked, for screen readers too. */
export function StaffNav() {
  const current = currentStaffArea(useLocation().pathname);
  return (
    <nav aria-label="Staff areas">
      <ul className="flex flex-wrap gap-x-1">
        {staffAreas.map((area) => {
          const isCurrent = area === current;
          return (
            <li key={area.to}>
              <Link
                to={area.to}
                aria-current={isCurrent ? "page" : undefined}
                className={`inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium ${
                  isCurrent
                    ? "border-brand-600 text-slate-900 dark:border-brand-300 dark:text-white"
                    : "border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                }`}
              >
                {area.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
