import { sql } from "drizzle-orm";
import { officeToday } from "#app/lib/office-time.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { warrantyClaims } from "./tables.server.ts";

export interface UnclaimedWarranty {
  /** The labour claims not made yet (state `to_claim`): the claims list's `to_claim` filter counts them. */
  claims: number;
  /** Of them, those whose deadline has passed at the office, and those whose amount nobody has entered yet. */
  pastDeadline: number;
  amountUnknown: number;
  /** What the known amounts add up to; only for a reader who may see money. */
  amountCents?: number;
}

/**
 * Warranty money not yet claimed (insights/analytics, issue 30, decision 0202): the labour reimbursements recorded
 * and not claimed from the manufacturer yet, whenever recorded, as they stand now. `withAmounts` only for a reader
 * with `read:money:any` (decision 0133).
 */
export async function unclaimedWarranty(db: Database, withAmounts: boolean, now: Date): Promise<UnclaimedWarranty> {
  const [row] = await queryRows<UnclaimedWarranty & { amountCents: number }>(
    db,
    sql`select count(*)::int as claims,
        count(*) filter (where ${warrantyClaims.claimDeadline} < ${officeToday(now)}::date)::int as "pastDeadline",
        count(*) filter (where ${warrantyClaims.amountCents} is null)::int as "amountUnknown",
        ${withAmounts ? sql`coalesce(sum(${warrantyClaims.amountCents}), 0)::float8` : sql`0::float8`} as "amountCents"
      from ${warrantyClaims} where ${warrantyClaims.state} = 'to_claim'`,
  );
  const { amountCents, ...counts } = row!;
  return withAmounts ? { ...counts, amountCents } : counts;
}
