import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { users } from "#app/areas/identity/tables.server.ts";

/**
 * The `where` condition for a client's own records of a kind that concerns a person (requests, orders,
 * appointments, subscriptions): those of the account's customer. Records made signed in belong to it from the
 * start, and those made without an account join it when the account confirms their address (decision 0114).
 */
export function ofAccountsCustomer(user: SessionUser, customerColumn: AnyColumn): SQL {
  return sql`${customerColumn} = (select ${users.customerId} from ${users} where ${users.id} = ${user.id})`;
}
