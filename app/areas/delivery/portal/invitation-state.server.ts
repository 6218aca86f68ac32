import { getTableName, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { passwordResetTokens as links } from "#app/areas/identity/tables.server.ts";

/**
 * The account's id column named with its table: selected from `users` alone, Drizzle names it bare, and inside the
 * subqueries below a bare "id" is the link's own.
 */
const accountId = (userId: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(userId.table))}.${sql.identifier(userId.name)}`;

/**
 * Whether the account (given its id column) is an invited one whose password nobody has set yet: it was sent an
 * invitation link, and none of its links has been spent. Setting a password with any link (the invitation, or a
 * reset) spends them all (decision 0047); an account that registered itself was never invited. Only then may the
 * invitation be re-sent: a confirmed address says nothing about a password, nor an unconfirmed one.
 */
export const invitationPending = (userId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`(exists (select 1 from ${links} where ${links.userId} = ${accountId(userId)} and ${links.purpose} = 'invitation')
    and not exists (select 1 from ${links} where ${links.userId} = ${accountId(userId)} and ${links.usedAt} is not null))`;

/** Whether the account (given its id column) was made by an invitation: its address came from staff, not from whoever registered it. */
export const invitedAccount = (userId: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${links} where ${links.userId} = ${accountId(userId)} and ${links.purpose} = 'invitation')`;
