import { Link, useLocation } from "react-router";
import { usePermissions } from "#app/lib/use-can.ts";
import { currentStaffArea, staffMenu } from "./staff-areas.ts";

/** The staff areas the user's role opens, under their group headings; the current one is marked, for screen readers too. */
export function StaffNav() {
  const current = currentStaffArea(useLocation().pathname);
  const menu = staffMenu(usePermissions());
  return (
    <nav aria-label="Staff areas">
      <ul className="flex flex-wrap gap-x-6 gap-y-2">
        {menu.map(({ group, entries }) => (
          <li key={group} className="grid">
            <span
              id={`staff-group-${group}`}
              className="px-3 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400"
            >
              {group}
            </span>
            <ul aria-labelledby={`staff-group-${group}`} className="flex flex-wrap gap-x-1">
              {entries.map((area) => {
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
          </li>
        ))}
      </ul>
    </nav>
  );
}
