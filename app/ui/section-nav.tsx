import { NavLink } from "react-router";

export interface NavSection {
  to: string;
  label: string;
  /** Active only on its own path, not under it. */
  end: boolean;
}

/** The sections of a back-office area as a row of links, the open one marked (inventory, service). */
export function SectionNav({ label, sections }: { label: string; sections: readonly NavSection[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-2">
      {sections.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.end}
          className={({ isActive }) =>
            `inline-flex min-h-10 items-center rounded-md border px-3 text-sm font-medium ${
              isActive
                ? "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-300 dark:bg-slate-800 dark:text-white"
                : "border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"
            }`
          }
        >
          {section.label}
        </NavLink>
      ))}
    </nav>
  );
}
