import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { appointmentTypeSlugs } from "#app/content/appointment-types.ts";
import { seedPick, seedRoll } from "./seed-values.ts";

/**
 * Generated appointments for `bench:analytics`, never real: `count` over the year before now, each on a seed lead
 * (`seedLeads` first, at least `count`), a fifth of them cancelled and the rest done, no-show or still booked. Written
 * in bulk with SQL.
 */
export async function seedAppointments(db: Database, count: number): Promise<void> {
  await db.execute(sql`
    with seeded as (select id, customer_name, email, row_number() over (order by reference) as k from leads
      where reference like 'SEED-%')
    insert into appointments (reference, type, status, starts_at, ends_at, held_until, crew, customer_name, email, phone,
      lead_id, remind_at, cancelled_at)
    select 'AP-SEED' || n, ${seedPick(appointmentTypeSlugs, "type")}, status, starts, starts + interval '1 hour',
      starts + interval '90 minutes', 1 + n % 3, l.customer_name, l.email, '(530) 555-0100', l.id,
      starts - interval '1 day', case when status = 'cancelled' then starts - interval '2 days' end
    from (
      select n, now() - (${seedRoll("starts", 365 * 24 * 60)} || ' minutes')::interval as starts,
        case when n % 5 = 0 then 'cancelled' else ${seedPick(["done", "done", "done", "no_show", "booked"], "outcome")} end
          as status
      from generate_series(1, ${count}) as n
    ) seed
    join seeded l on l.k = n`);
}
