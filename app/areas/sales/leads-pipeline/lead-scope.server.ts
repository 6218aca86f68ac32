import { eq, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SessionUser } from "#server/http/access.ts";
import { rolePolicy, type SettingsServices } from "#server/settings.ts";
import { accessTo, can, permissionsOf, type RolePolicy } from "#app/lib/permissions.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import { customerScope } from "#app/areas/sales/crm/index.server.ts";

/**
 * The leads a staff member works, as a condition on `leads`: every lead at `any`; at `own` (a sales rep under the
 * default policy) the leads assigned to them or to nobody; none for a role without leads. Every lead query a staff
 * page, API route or write reaches takes it, so a lead outside it answers 404 like a missing one.
 */
export function leadScope(user: SessionUser, policy: RolePolicy): SQL | undefined {
  const reach = accessTo(permissionsOf(user.userType, policy), "read", "lead");
  if (reach === "any") return undefined;
  if (reach === "own") return or(eq(leads.assigneeId, user.id), isNull(leads.assigneeId));
  return sql`false`;
}

/**
 * Who works a lead: the actor, the leads they may work (`leadScope`), the customers they may log activities on
 * without a deal (`customerScope`), and whether they may give a lead or a task to someone else. A sales rep at `own` reach takes work for themselves or gives a lead back, never to a colleague:
 * handing leads out is the office's call (decision 0130).
 */
export interface LeadWorker {
  user: SessionUser;
  scope: SQL | undefined;
  customers: SQL | undefined;
  assignsOthers: boolean;
}

export async function leadWorker(services: SettingsServices, user: SessionUser): Promise<LeadWorker> {
  const policy = await rolePolicy(services);
  return {
    user,
    scope: leadScope(user, policy),
    customers: customerScope(user, policy),
    assignsOthers: can(permissionsOf(user.userType, policy), "write:lead:any"),
  };
}

/** A lead's amounts: the bill the customer gave, the calculator's estimate (savings, costs) and the deal's amount. */
type AmountField = "currentElectricBill" | "calculatorSnapshot" | "amountCents";

/** Whether the user may see amounts of money (decision 0133). */
export function seesAmounts(user: SessionUser, policy: RolePolicy): boolean {
  return can(permissionsOf(user.userType, policy), "read:money:any");
}

/** A lead as a role without `read:money` may see it: its amounts left out of the answer, not only hidden. */
export function withAmountsFor<Lead extends Partial<Record<AmountField, unknown>>>(
  user: SessionUser,
  policy: RolePolicy,
  lead: Lead,
): Omit<Lead, AmountField> & Partial<Pick<Lead, AmountField>> {
  if (seesAmounts(user, policy)) return lead;
  const { currentElectricBill: _bill, calculatorSnapshot: _estimate, amountCents: _deal, ...rest } = lead;
  return rest;
}
