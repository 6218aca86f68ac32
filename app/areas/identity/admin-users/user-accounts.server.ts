import { count, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/client.ts";
import { sessionUserColumns } from "#app/areas/identity/auth/index.server.ts";
import { twoFactorSecrets, users } from "#app/areas/identity/auth/tables.server.ts";
import { pageWindow } from "#app/lib/page-window.ts";
import type { UserListEntry, UserPage } from "./user-list.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export const USERS_PAGE_SIZE = 25;

/** A list row's columns: the account, and whether it signs in with a second factor. */
export const accountEntryColumns = {
  ...sessionUserColumns,
  disabled: users.disabled,
  createdAt: users.createdAt,
  twoFactorEnabled: sql<boolean>`exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${users.id} and ${twoFactorSecrets.confirmedAt} is not null)`,
};

/** `?search=&page=` of the admin's user list, for the API and the page alike. */
export const userListQuerySchema = z.object({
  search: z.string().trim().max(100, "Search must be at most 100 characters").default(""),
  page: z.coerce.number("Page must be a number").int("Page must be a whole number").min(1).max(100_000).default(1),
});

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Newest first; `search` matches first, last or full name, username or e-mail, case-insensitively. */
export async function listUsers(db: Database, search: string, page: number): Promise<UserPage> {
  const term = search.trim();
  const pattern = `%${escapeLike(term)}%`;
  const where = term
    ? or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(users.username, pattern),
        ilike(users.email, pattern),
      )
    : undefined;
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users).where(where);
  const pages = pageWindow(total, page, USERS_PAGE_SIZE);
  const rows = await db
    .select(accountEntryColumns)
    .from(users)
    .where(where)
    .orderBy(...newestFirst(users))
    .limit(USERS_PAGE_SIZE)
    .offset((pages.page - 1) * USERS_PAGE_SIZE);
  return {
    ...pages,
    users: rows.map(accountEntryOf),
    pageSize: USERS_PAGE_SIZE,
  };
}

/** A list row as the API answers it. */
export const accountEntryOf = (row: Omit<UserListEntry, "createdAt"> & { createdAt: Date }): UserListEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
