import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { utilityIds } from "#app/content/utility-tariffs.ts";
import { leadStatuses, propertyTypes, serviceNeededOptions, waitingOnValues } from "#app/areas/sales/index.ts";
import { leadSources } from "#app/areas/sales/tables.server.ts";
import { seedName, seedPick, seedRoll, seedTown } from "./seed-values.ts";

/**
 * Generated leads for the benchmarks (scripts/bench-crm.ts, scripts/bench-backup.ts), never real people: every one has a
 * SEED- reference, an address at seed.example and says so in its notes. Lead n is customer n's (customers.ts), by
 * e-mail, when that customer was seeded. Written in bulk with SQL: 100,000 take seconds, not minutes.
 */
const SEED_MARKER = "Seed data (generated for testing), not a real customer.";

export interface SeedLeadOptions {
  /** Staff the leads are assigned to in turn, every (length + 1)th lead to nobody. */
  assigneeIds?: readonly string[];
  now?: Date;
}

/** Inserts `count` seed leads, each with its stage history, a timeline entry once it left "new", and for some an open task; answers how many. */
export async function seedLeads(db: Database, count: number, options: SeedLeadOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const assignees = `{${(options.assigneeIds ?? []).join(",")}}`;
  const status = sql`case when ${seedRoll("status", 100)} < 40 then 'new' else ${seedPick(leadStatuses, "stage")} end`;
  await db.execute(sql`
    insert into leads (reference, created_at, first_contacted_at, source, status, lost_reason, is_spam, customer_name,
      email, phone, page_url, user_agent, customer_id, message, address, property_type, service_needed,
      additional_notes, land_size_acres, primary_crop, irrigation_system, number_of_boat_slips, storage_type,
      amount_cents, system_size_kw, battery_kwh, utility, waiting_on, assignee_id, last_activity_at)
    select 'SEED-' || lpad(n::text, 6, '0'), created_at,
      case when status not in ('new', 'lost') then created_at + (${seedRoll("contact", 48)} || ' hours')::interval end,
      source, status, case when status = 'lost' then 'Seed data: chose another installer' end,
      ${seedRoll("spam", 100)} < 3, name, email, '(530) 555-' || lpad((n % 10000)::text, 4, '0'),
      'https://www.shastasunsolar.example/', 'seed', (select id from customers where email_normalized = seed.email),
      case when source = 'contact_form' then ${SEED_MARKER} end,
      case when source <> 'contact_form' then (100 + n % 900) || ' Seed Street, ' || ${seedTown} || ', CA' end,
      case when source <> 'contact_form' then property_type end,
      case when source <> 'contact_form' then ${seedPick(serviceNeededOptions, "service")} end,
      case when source <> 'contact_form' then ${SEED_MARKER} end,
      case when property_type = 'Agricultural' then 10 + n % 500 end,
      case when property_type = 'Agricultural' then 'Walnuts' end,
      case when property_type = 'Agricultural' then 'Drip' end,
      case when property_type = 'Marina' then 10 + n % 200 end,
      case when property_type = 'Marina' then 'Outdoor' end,
      case when ${seedRoll("amount", 5)} > 0 then 1500000 + ${seedRoll("cents", 4500000)} end,
      4 + ${seedRoll("kw", 12)}, case when ${seedRoll("battery", 2)} = 0 then 13.5 end,
      ${seedPick(utilityIds, "utility")},
      case when status not in ('new', 'won', 'lost') then ${seedPick(waitingOnValues, "waiting")} end,
      (${assignees}::uuid[])[1 + n % (cardinality(${assignees}::uuid[]) + 1)],
      -- The timeline entry written below, so its trigger finds the lead up to date.
      case when status = 'lost' then created_at
        when status <> 'new' then created_at + (${seedRoll("contact", 48)} || ' hours')::interval end
    from (
      select n, ${seedName} as name, lower(replace(${seedName}, ' ', '.')) || '.' || n || '@seed.example' as email,
        ${seedPick(leadSources, "source")} as source, ${status} as status,
        ${seedPick(propertyTypes, "property")} as property_type,
        ${now.toISOString()}::timestamptz - (${seedRoll("age", 365 * 24 * 60)} || ' minutes')::interval as created_at
      from generate_series(1, ${count}) as n
    ) seed`);
  await db.execute(sql`
    insert into lead_stage_history (lead_id, status, entered_at)
    select id, status, coalesce(first_contacted_at, created_at) from leads where reference like 'SEED-%'`);
  await db.execute(sql`
    insert into lead_activities (lead_id, kind, detail, created_at)
    select id, 'status_changed', jsonb_build_object('from', 'new', 'to', status, 'lostReason', lost_reason),
      coalesce(first_contacted_at, created_at)
    from leads where reference like 'SEED-%' and status <> 'new'`);
  await db.execute(sql`
    insert into lead_tasks (lead_id, assignee_id, title, due_at)
    select id, assignee_id, 'Call back (seed)', created_at + interval '3 days'
    from leads where reference like 'SEED-%' and status not in ('won', 'lost') and right(reference, 1) in ('3', '7')`);
  return count;
}
