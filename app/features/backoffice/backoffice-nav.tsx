import { NavLink } from "react-router";

const sections = [
  { to: "/admin-crm", label: "Leads", end: true },
  { to: "/admin-crm/subscribers", label: "Subscribers", end: false },
  { to: "/admin-crm/outbox", label: "Mail outbox", end: false },
  { to: "/admin", label: "Admin dashboard", end: true },
];

/** The back office's sections; the current one is marked for screen readers too. */
function BackofficeNav() {
  return (
    <nav aria-label="Back office" className="border-b border-slate-200 dark:border-slate-800">
      <ul className="flex flex-wrap gap-1">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={section.end}
              className={({ isActive }) =>
                `inline-flex min-h-10 items-center border-b-2 px-3 text-sm font-medium ${
                  isActive
                    ? "border-brand-600 text-slate-900 dark:border-brand-300 dark:text-white"
                    : "border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
                }`
              }
            >
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of every back-office page: its title, the sections and the content. */
export function BackofficePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-2xl font-bold">{title}</h1>
        {actions}
      </div>
      <BackofficeNav />
      <div className="mt-6">{children}</div>
    </div>
  );
}
