import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { seedDemoCatalogue } from "#app/areas/commerce/index.server.ts";
import { seedName, seedPick, seedRoll } from "./seed-values.ts";

/**
 * Generated shop orders for `bench:analytics`, never real people: `count` orders over the year before now, at
 * seed.example, one in ten cancelled, each with one or two lines of the catalogue's products (the demo catalogue when
 * the shop has none). Written in bulk with SQL.
 */
export async function seedOrders(db: Database, count: number): Promise<void> {
  const [products] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from products`);
  if (products!.count === 0) await seedDemoCatalogue(db);
  await db.execute(sql`
    with catalogue as (select id, sku, name, price_cents, row_number() over (order by id) as k from products),
      size as (select count(*) as c from catalogue)
    insert into orders (created_at, updated_at, order_number, status, idempotency_key, contact_name, contact_email,
      contact_phone, delivery_method, billing_address, payment_method, subtotal_cents, tax_cents, shipping_cents,
      total_cents)
    select placed, placed, 'SEED-' || lpad(n::text, 7, '0'), status, 'seed-order-' || n, ${seedName},
      'seed-order-' || n || '@seed.example', '(530) 555-0100', 'pickup',
      '{"line1": "1 Seed Street", "city": "Redding", "state": "CA", "postalCode": "96001"}'::jsonb,
      ${seedPick(["invoice", "card"], "payment")}, 0, 0, 0, 0
    from (
      select n, now() - (${seedRoll("placed", 365 * 24 * 60)} || ' minutes')::interval as placed,
        case when n % 10 = 0 then 'cancelled' else ${seedPick(["awaiting_payment", "paid", "fulfilled"], "order")} end
          as status
      from generate_series(1, ${count}) as n
    ) seed`);
  await db.execute(sql`
    with catalogue as (select id, sku, name, price_cents, row_number() over (order by id) as k from products),
      size as (select count(*) as c from catalogue),
      seeded as (select id, row_number() over (order by order_number) as n from orders where order_number like 'SEED-%')
    insert into order_lines (order_id, product_id, sku, name, unit_price_cents, quantity, line_total_cents)
    select o.id, p.id, p.sku, p.name, p.price_cents, q, p.price_cents * q
    from seeded o cross join generate_series(0, 1) as line
    cross join lateral (select 1 + abs(hashtext(o.id::text || line)) % 4 as q) qty
    join catalogue p on p.k = 1 + (o.n * 7 + line * 13) % (select c from size)
    where line = 0 or o.n % 3 = 0`);
  await db.execute(sql`
    update orders set subtotal_cents = lines.total, total_cents = lines.total
    from (select order_id, sum(line_total_cents)::int as total from order_lines group by order_id) lines
    where lines.order_id = orders.id and orders.order_number like 'SEED-%'`);
}
