import { eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { accessTo, permissionsOf, type RolePolicy } from "#app/lib/permissions.ts";
import { customers } from "#app/areas/customers/tables.server.ts";

/**
 * The customers a staff member reads, as a condition on `customers`: every one at `any`; at `own` (a sales rep under
 * the default policy, which gives customers the leads' reach) those they own or nobody owns; none without the
 * permission. Every CRM customer query takes it, so a customer outside it answers 404 like a missing one.
 */
export function customerScope(user: SessionUser, policy: RolePolicy): SQL | undefined {
  const reach = accessTo(permissionsOf(user.userType, policy), "read", "customer");
  if (reach === "any") return undefined;
  if (reach === "own") return or(eq(customers.ownerId, user.id), isNull(customers.ownerId));
  return sql`false`;
}
