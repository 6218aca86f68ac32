import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { ticketPriorities, ticketTypes } from "#app/content/service-targets.ts";
import { ticketStatuses } from "#app/areas/delivery/index.ts";
import { seedPick, seedRoll } from "./seed-values.ts";

/**
 * Generated service records for `bench:service`, never real: one site per seed customer (`seedCustomers` first), a
 * system on each with three equipment items, and tickets spread over the sites, most of them closed as in a
 * company's history, each with its opening in the history. Technicians take the tickets in turn. Written in bulk.
 */
export async function seedServiceRecords(
  db: Database,
  {
    systems,
    tickets,
    technicianIds,
    kinds = ["solar", "battery", "hybrid"],
  }: {
    systems: number;
    tickets: number;
    technicianIds: readonly string[];
    /** The systems' kinds, taken in turn by a seeded pick. */
    kinds?: readonly ("solar" | "battery" | "hybrid")[];
  },
): Promise<void> {
  const technicians = `{${technicianIds.join(",")}}`;
  await db.execute(sql`
    insert into sites (customer_id, line1, city, postal_code, utility)
    select id, (100 + n % 900) || ' Seed Street', town, '96001', utility
    from (select id, town, utility, row_number() over (order by id) as n from customers) c
    where n <= ${systems}`);
  await db.execute(sql`
    insert into installed_systems (site_id, kind, kw_dc, kwh_usable, installed_on, installer)
    select id, ${seedPick(kinds, "kind")}, 4 + ${seedRoll("size", 12)},
      case when n % 3 > 0 then 13.5 end, date '2016-01-01' + ${seedRoll("installed", 3600)}::int,
      case when n % 8 = 0 then 'other' else 'us' end
    from (select id, row_number() over (order by id) as n from sites) s`);
  await db.execute(sql`
    insert into equipment_items (system_id, category, make, model, serial, quantity, product_warranty_years,
      labour_warranty_years)
    select s.id, item.category, item.make, item.model, 'SEED-' || item.category || '-' || s.n, item.quantity, 25, 10
    from (select id, row_number() over (order by id) as n from installed_systems) s
    cross join (values ('panel', 'Qcells', 'Q.TRON BLK M-G2+ 425', 20), ('inverter', 'Enphase', 'IQ8PLUS-72-2-US', 20),
      ('battery', 'Tesla', 'Powerwall 3', 1)) as item(category, make, model, quantity)`);
  await db.execute(sql`
    with systems as (
      select st.id as system_id, st.site_id, si.customer_id, row_number() over (order by st.id) as k
      from installed_systems st join sites si on si.id = st.site_id
    ), total as (select count(*) as c from systems)
    insert into service_tickets (created_at, updated_at, reference, customer_id, site_id, system_id, type, priority,
      status, description, origin, technician_id, response_due_at, resolution_due_at, responded_at, resolved_at,
      response_state, resolution_state, next_due_at, sla_badge)
    select opened, opened, 'ST-S' || lpad(n::text, 6, '0'), customer_id, site_id, system_id,
      ${seedPick(ticketTypes, "type")}, ${seedPick(ticketPriorities, "priority")}, status,
      'Seed ticket ' || n || ': inverter shows a fault', case when n % 3 = 0 then 'portal' else 'staff' end,
      (${technicians}::uuid[])[1 + n % cardinality(${technicians}::uuid[])],
      opened + interval '4 hours', opened + interval '3 days',
      case when status <> 'new' then opened + interval '1 hour' end,
      case when status in ('resolved', 'closed') then opened + interval '1 day' end,
      case when status = 'new' then 'running' else 'met' end,
      case when status in ('resolved', 'closed') then 'met' when status like 'waiting%' then 'paused' else 'running' end,
      case when status not in ('resolved', 'closed') and status not like 'waiting%' then opened + interval '3 days' end,
      case when status not in ('resolved', 'closed') and opened < now() - interval '3 days' then 'breached' else 'onTime' end
    from (
      select n, now() - (${seedRoll("age", 3 * 365 * 24 * 60)} || ' minutes')::interval as opened,
        -- Nine in ten closed, the rest spread over the open statuses.
        case when n % 10 > 0 then 'closed' else ${seedPick(ticketStatuses, "status")} end as status
      from generate_series(1, ${tickets}) as n
    ) t
    join systems on systems.k = 1 + n % (select c from total)`);
  await db.execute(sql`
    insert into ticket_events (ticket_id, at, kind, status, actor_kind)
    select id, created_at, 'status', 'new', 'staff' from service_tickets`);
  // A visit on every ticket past "new", the day after it opened; closed tickets' visits are done.
  await db.execute(sql`
    insert into service_visits (ticket_id, technician_id, crew, starts_at, ends_at, held_until, status, started_at,
      completed_at)
    select id, technician_id, 1 + abs(hashtext(id::text)) % 3, created_at + interval '1 day',
      created_at + interval '1 day 2 hours', created_at + interval '1 day 2 hours 30 minutes',
      case when status in ('resolved', 'closed') then 'completed' else 'scheduled' end,
      case when status in ('resolved', 'closed') then created_at + interval '1 day' end,
      case when status in ('resolved', 'closed') then created_at + interval '1 day 2 hours' end
    from service_tickets where status <> 'new' and technician_id is not null`);
}

/**
 * A technician's day: `count` open tickets on seed sites, each with a visit today (from 07:00 Pacific, an hour apart,
 * in the office's zone), with their history.
 */
export async function seedTechnicianDay(db: Database, technicianId: string, count: number): Promise<void> {
  await db.execute(sql`
    with fresh as (
      insert into service_tickets (reference, customer_id, site_id, system_id, type, priority, status, description,
        origin, technician_id, next_due_at)
      select 'ST-D' || lpad(n::text, 5, '0'), si.customer_id, si.id, st.id, 'repair', 'high', 'scheduled',
        'Seed day ticket ' || n, 'staff', ${technicianId}::uuid, now() + interval '1 day'
      from generate_series(1, ${count}) as n
      join lateral (select id, customer_id from sites order by id offset n limit 1) si on true
      join lateral (select id from installed_systems where site_id = si.id limit 1) st on true
      returning id, reference
    ), days as (
      select id, row_number() over (order by reference) as k from fresh
    ), visits as (
      insert into service_visits (ticket_id, technician_id, crew, starts_at, ends_at, held_until)
      select id, ${technicianId}::uuid, 1,
        (date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '7 hours' + (k - 1) * interval '1 hour')
          at time zone 'America/Los_Angeles',
        (date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '7 hours 45 minutes' + (k - 1) * interval '1 hour')
          at time zone 'America/Los_Angeles',
        (date_trunc('day', now() at time zone 'America/Los_Angeles') + interval '7 hours 55 minutes' + (k - 1) * interval '1 hour')
          at time zone 'America/Los_Angeles'
      from days
      returning ticket_id
    )
    insert into ticket_events (ticket_id, kind, status, actor_kind)
    select ticket_id, 'status', 'new', 'staff' from visits`);
}
