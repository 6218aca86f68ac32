import type { ReactNode } from "react";
import { Link } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { company } from "#app/content/company.ts";
import { SignOutButton } from "#app/areas/identity/index.ts";
import { SkipLink, UnreadMessagesLink } from "#app/areas/shell/shell/index.ts";
import { StaffNav } from "./staff-nav.tsx";

const linkClass =
  "inline-flex min-h-10 items-center font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300";

/**
 * What wraps every staff page instead of the public header and footer: who is signed in,
 * the staff areas, sign-out and the way back to the public site.
 */
export function StaffShell({
  user,
  unreadMessages,
  children,
}: {
  user: SessionUser;
  /** Clients' portal messages no staff member has read yet. */
  unreadMessages: number;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <header className="border-b border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 pt-3">
          <p className="font-semibold">
            {company.name} <span className="font-normal text-slate-700 dark:text-slate-300">back office</span>{" "}
            {/* The staff home: today's work for the role, or a technician's day (decisions 0204, 0205). */}
            <Link to="/admin" className={linkClass}>
              Today
            </Link>
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <p>
              Signed in as{" "}
              <Link to="/admin/profile" className={linkClass}>
                {user.firstName} {user.lastName}
              </Link>
            </p>
            <UnreadMessagesLink user={user} unread={unreadMessages} />
            <Link to="/" className={linkClass}>
              Public site
            </Link>
            <SignOutButton />
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-1 pt-2">
          <StaffNav />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="min-h-[70vh] focus:outline-none">
        {children}
      </main>
    </>
  );
}
