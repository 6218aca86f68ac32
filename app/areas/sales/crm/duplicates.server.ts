import { and, isNull, sql } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { z } from "zod";
import { rolePolicy } from "#server/settings.ts";
import { queryRows } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import { paginationParams, readSearchParams } from "#app/lib/list-query.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { customerScope } from "./customer-scope.server.ts";

/** Pairs a page of the duplicates list shows. */
export const DUPLICATES_PAGE_SIZE = 25;

export const duplicateReasons = ["email", "phone", "nameAndStreet"] as const;
export type DuplicateReason = (typeof duplicateReasons)[number];

export interface DuplicateSide {
  id: string;
  name: string | null;
  email: string;
  phone: string | null;
  address: string | null;
  hasAccount: boolean;
  createdAt: string;
}

export interface DuplicatePair {
  id: string;
  reasons: DuplicateReason[];
  first: DuplicateSide;
  second: DuplicateSide;
}

/** A customer's street: the first line (up to its first comma) of the first address they gave, trimmed and lower-cased. */
const street = (alias: string) => sql.raw(`lower(trim(split_part(coalesce(${alias}.addresses->>0, ''), ',', 1)))`);

/**
 * The pairs of customers the viewer reads (never a merged one) that may be one person: the same normalised e-mail,
 * the same phone digits, or the same name and street. Each way is an equality join the indexes answer, then the
 * pairs are grouped with the reasons they match on, oldest pair first.
 */
function pairsQuery(scope: ReturnType<typeof customerScope>) {
  return sql`
    with visible as (
      select ${customers.id} as id, ${customers.emailNormalized} as email_normalized,
        ${customers.phoneDigits} as phone_digits, lower(${customers.name}) as name, ${customers.addresses} as addresses
      from ${customers} where ${and(isNull(customers.mergedIntoId), scope)}
    ), matches as (
      select a.id as first_id, b.id as second_id, 'email' as reason
        from visible a join visible b on b.email_normalized = a.email_normalized and a.id < b.id
      union all
      select a.id, b.id, 'phone'
        from visible a join visible b on b.phone_digits = a.phone_digits and a.id < b.id
      union all
      select a.id, b.id, 'nameAndStreet'
        from visible a join visible b on b.name = a.name and ${street("b")} = ${street("a")} and a.id < b.id
        where ${street("a")} <> ''
    )
    select first_id, second_id, array_agg(distinct reason order by reason) as reasons
    from matches group by first_id, second_id`;
}

/** One side of a pair as the page shows it, from the customers row under `alias`. */
function sideOf(alias: string) {
  const row = sql.raw(alias);
  return sql`json_build_object('id', ${row}.id, 'name', ${row}.name, 'email', ${row}.email, 'phone', ${row}.phone,
    'address', ${row}.addresses->>0, 'createdAt', ${row}.created_at,
    'hasAccount', exists (select 1 from ${users} where ${users.customerId} = ${row}.id))`;
}

/** A page of possible duplicates among the customers the user reads, and how many pairs there are in all. */
export async function possibleDuplicates(
  services: Pick<AppServices, "db" | "readSettings">,
  user: SessionUser,
  page: number,
) {
  const scope = customerScope(user, await rolePolicy(services));
  const offset = (page - 1) * DUPLICATES_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    queryRows<{ reasons: DuplicateReason[]; first: DuplicateSide; second: DuplicateSide }>(
      services.db,
      sql`select pairs.reasons, ${sideOf("f")} as first, ${sideOf("s")} as second
        from (${pairsQuery(scope)}) pairs
        join ${customers} f on f.id = pairs.first_id
        join ${customers} s on s.id = pairs.second_id
        order by f.created_at, f.id, s.created_at, s.id
        limit ${DUPLICATES_PAGE_SIZE} offset ${offset}`,
    ),
    queryRows<{ total: number }>(services.db, sql`select count(*)::int as total from (${pairsQuery(scope)}) pairs`),
  ]);
  const items: DuplicatePair[] = rows.map((row) => ({ ...row, id: `${row.first.id}:${row.second.id}` }));
  return { items, page, pageSize: DUPLICATES_PAGE_SIZE, total: counted?.total ?? 0 };
}

export type DuplicatesPage = Awaited<ReturnType<typeof possibleDuplicates>>;

const pageQuery = z.object({ page: paginationParams.page });

/** The duplicates page's loader data: the page of pairs its URL asks for. */
export function duplicatesPageData(context: AppLoadContext, request: Request) {
  const { page } = readSearchParams(pageQuery, new URL(request.url).searchParams);
  return possibleDuplicates(context.services, signedInUser(context), page);
}
