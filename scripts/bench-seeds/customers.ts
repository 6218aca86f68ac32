import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { propertyTypes } from "#app/content/property-types.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { seedName, seedPick, seedRoll, seedTown } from "./seed-values.ts";

/**
 * Generated customers for the CRM benchmark, never real people: customer n has lead n's name, e-mail at seed.example
 * and town (leads.ts links the two), a company for one in ten, and an owner in turn (every (length + 1)th nobody's).
 * Written in bulk with SQL.
 */
export async function seedCustomers(db: Database, count: number, ownerIds: readonly string[] = []): Promise<number> {
  const owners = `{${ownerIds.join(",")}}`;
  await db.execute(sql`
    insert into customers (created_at, name, email, email_normalized, phone, phone_digits, company_name, addresses,
      town, utility, property_type, owner_id, tags)
    select now() - (${seedRoll("age", 365 * 24 * 60)} || ' minutes')::interval, name, email, email,
      '(530) 555-' || lpad((n % 10000)::text, 4, '0'), '530555' || lpad((n % 10000)::text, 4, '0'),
      case when n % 10 = 0 then 'Seed Orchards ' || n end,
      jsonb_build_array((100 + n % 900) || ' Seed Street, ' || town || ', CA'), town,
      ${seedPick(utilityIds, "utility")}, ${seedPick(propertyTypes, "property")},
      (${owners}::uuid[])[1 + n % (cardinality(${owners}::uuid[]) + 1)],
      case when n % 25 = 0 then array['seed-vip'] else '{}'::text[] end
    from (
      select n, ${seedName} as name, lower(replace(${seedName}, ' ', '.')) || '.' || n || '@seed.example' as email,
        ${seedTown} as town
      from generate_series(1, ${count}) as n
    ) seed`);
  return count;
}
