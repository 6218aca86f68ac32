import { MessageSquare } from "lucide-react";
import { Link } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { isStaffRole } from "#app/lib/permissions.ts";

/**
 * The portal's unread messages in the header, for both sides: a client's go to their dashboard, staff's (from
 * clients) to the project list. Nothing shows while there are none.
 */
export function UnreadMessagesLink({ user, unread }: { user: SessionUser | null; unread: number }) {
  if (!user || unread <= 0) return null;
  const label = `${unread} unread ${unread === 1 ? "message" : "messages"}`;
  return (
    <Link
      to={isStaffRole(user.userType) ? "/admin-crm/projects" : "/dashboard"}
      aria-label={label}
      title={label}
      className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-100 dark:text-brand-200 dark:hover:bg-slate-800"
    >
      <MessageSquare aria-hidden className="size-5" />
      <span>{unread}</span>
    </Link>
  );
}
