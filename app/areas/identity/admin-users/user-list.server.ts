import { ilike, or, sql } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { searchParam } from "#app/lib/list-query.server.ts";
import { pageWindow } from "#app/lib/page-window.ts";
import {
  defineStaffList,
  everyRowAtAnyReach,
  filter,
  sortKey,
  type ListServices,
  type StaffListQuery,
} from "#app/lib/staff-list.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import { accountEntryColumns, accountEntryOf } from "./user-accounts.server.ts";
import type { UserPage } from "./user-list.ts";

/**
 * The accounts page's list (/admin/users), GET /api/admin/users: every account, newest first; `search` matches the full name,
 * username or e-mail, case-insensitively. Its JSON names the rows `users` (`userAccountsPage`), so the list declares
 * no routes of its own.
 */
export const userList = defineStaffList({
  path: "/api/admin/users",
  access: "read:staff:any",
  select: accountEntryColumns,
  from: (db, selection) => db.select(selection).from(users).$dynamic(),
  filters: {
    search: filter(searchParam, (text) =>
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, likePattern(text)),
        ilike(users.username, likePattern(text)),
        ilike(users.email, likePattern(text)),
      ),
    ),
  },
  sorts: { createdAt: sortKey(users.createdAt, "timestamptz") },
  dir: "desc",
  id: { column: users.id, type: "uuid" },
  scope: everyRowAtAnyReach,
  item: accountEntryOf,
});

export type UserListQuery = StaffListQuery<typeof userList>;

/**
 * A page of accounts as the dashboard and the API give it: a page asked beyond the last (a link kept while accounts
 * were deleted or a search narrowed) is the last one.
 */
export async function userAccountsPage(
  services: ListServices,
  admin: SessionUser,
  query: UserListQuery,
): Promise<UserPage> {
  let page = await userList.page(services, admin, query);
  const window = pageWindow(page.total, page.page, page.pageSize);
  if (window.page !== page.page) page = await userList.page(services, admin, { ...query, page: window.page });
  return { ...window, users: page.items, pageSize: page.pageSize };
}
