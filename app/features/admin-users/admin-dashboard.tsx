import { Activity, Bug, Inbox, UserRound } from "lucide-react";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "../../ui/button.tsx";
import { inputClass } from "../../ui/field.tsx";
import type { UserPage } from "./user-list.ts";
import { UserTable } from "./user-table.tsx";

export interface AdminDashboardProps {
  currentUserId: string;
  search: string;
  list: UserPage;
  /** Other features' summaries, shown under the shortcuts (the back office's open tasks and response queue). */
  children?: React.ReactNode;
}

function pageHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : ".";
}

const shortcuts = [
  { to: "/admin-crm", icon: Inbox, title: "Leads", text: "Consultation and service requests from the website." },
  { to: "/dashboard", icon: UserRound, title: "My Account", text: "Your profile, password and sign-out." },
  { to: "/admin/errors", icon: Bug, title: "Error Reports", text: "Errors visitors' browsers reported, grouped." },
  { to: "/admin/vitals", icon: Activity, title: "Web Vitals", text: "How fast each page is for real visitors." },
];

/** /admin and /admin-dashboard: shortcuts to the back office and the accounts list. */
export function AdminDashboard({ currentUserId, search, list, children }: AdminDashboardProps) {
  const first = list.total === 0 ? 0 : (list.page - 1) * list.pageSize + 1;
  const last = Math.min(list.page * list.pageSize, list.total);
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>

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
        <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
          <div className="grid min-w-64 flex-1 gap-1.5">
            <label htmlFor="user-search" className="text-sm font-medium">
              Search users
            </label>
            <input
              id="user-search"
              name="search"
              type="search"
              defaultValue={search}
              maxLength={100}
              placeholder="Name, username or email"
              className={inputClass}
            />
          </div>
          <Button type="submit">Search</Button>
          {search ? (
            <Link to="." className={buttonClass("ghost")}>
              Clear
            </Link>
          ) : null}
        </Form>

        <p aria-live="polite" className="text-sm text-slate-700 dark:text-slate-300">
          {list.total === 0
            ? search
              ? `No users match "${search}".`
              : "No users yet."
            : `Showing ${first}–${last} of ${list.total} user${list.total === 1 ? "" : "s"}${search ? ` matching "${search}"` : ""}.`}
        </p>
        {list.users.length > 0 ? <UserTable users={list.users} currentUserId={currentUserId} /> : null}

        {list.pageCount > 1 ? (
          <nav aria-label="Pages of users" className="flex items-center justify-between gap-3">
            {list.page > 1 ? (
              <Link to={pageHref(search, list.page - 1)} className={buttonClass("secondary")}>
                Previous
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm">
              Page {list.page} of {list.pageCount}
            </span>
            {list.page < list.pageCount ? (
              <Link to={pageHref(search, list.page + 1)} className={buttonClass("secondary")}>
                Next
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
