import { sql } from "drizzle-orm";
import { sessionUserColumns } from "#app/areas/identity/auth/index.server.ts";
import { twoFactorSecrets, users } from "#app/areas/identity/auth/tables.server.ts";
import type { UserListEntry } from "./user-list.ts";

/** A list row's columns: the account, and whether it signs in with a second factor. */
export const accountEntryColumns = {
  ...sessionUserColumns,
  disabled: users.disabled,
  createdAt: users.createdAt,
  twoFactorEnabled: sql<boolean>`exists (select 1 from ${twoFactorSecrets} where ${twoFactorSecrets.userId} = ${users.id} and ${twoFactorSecrets.confirmedAt} is not null)`,
};

/** A list row as the API answers it. */
export const accountEntryOf = (row: Omit<UserListEntry, "createdAt"> & { createdAt: Date }): UserListEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});
