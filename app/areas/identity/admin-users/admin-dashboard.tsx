import { Activity, Bug, Inbox, UserRound } from "lucide-react";
import { Link } from "react-router";
import { FilterForm } from "#app/ui/filter-form.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { UserPage } from "./user-list.ts";
import { UserTable } from "./user-table.tsx";

export interface AdminDashboardProps {
  currentUserId: string;
  search: string;
  list: UserPage;
  /** Other features' summaries, shown under the shortcuts (the back office's open tasks and response queue). */
  children?: React.ReactNode;
}

const shortcuts = [
  { to: "/admin-crm", icon: Inbox, title: "Leads", text: "Consultation and service requests from the website." },
  { to: "/dashboard", icon: UserRound, title: "My Account", text: "Your profile, password and sign-out." },
  { to: "/admin/errors", icon: Bug, title: "Error Reports", text: "Errors visitors' browsers reported, grouped." },
  { to: "/admin/vitals", icon: Activity, title: "Web Vitals", text: "How fast each page is for real visitors." },
];

/** /admin and /admin-dashboard: shortcuts to the back office and the accounts list. */
export function AdminDashboard({ currentUserId, search, list, children }: AdminDashboardProps) {
  return (
    <StaffPage title="Admin Dashboard">
      <nav aria-label="Back office" className="grid gap-4 sm:grid-cols-2">
        {shortcuts.map(({ to, icon: Icon, title, text }) => (
          <Link
            key={to}
            to={to}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900"
          >
            <Icon aria-hidden className="mt-0.5 h-6 w-6 text-brand-600 dark:text-brand-300" />
            <span className="grid gap-1">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-slate-700 dark:text-slate-300">{text}</span>
            </span>
          </Link>
        ))}
      </nav>

      {children}

      <section aria-labelledby="users" className="grid gap-4">
        <h2 id="users" className="text-xl font-semibold">
          Users
        </h2>
        <FilterForm
          label="Filter users"
          search={{ label: "Search users", value: search, maxLength: 100, placeholder: "Name, username or email" }}
          submitLabel="Search"
          clearLabel="Clear"
          showClear={Boolean(search)}
        />
        <UserTable users={list.users} currentUserId={currentUserId} search={search} />
        <Pagination
          list={list}
          noun={{ one: "user", many: "users" }}
          qualifier={search ? `matching "${search}"` : undefined}
        />
      </section>
    </StaffPage>
  );
}
