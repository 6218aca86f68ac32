import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrate.ts";
import { migrateTo, migrationDatabases, migrationsFolderBefore } from "#tests/support/migrations-before.ts";

const CUSTOMERS_MIGRATION = "0019_customers";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const [anna, ben] = [id(1), id(2)];

/** Rows as the site stored them before customers existed: two accounts (one confirmed) and guests' records. */
async function seedBeforeCustomers(handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(sql`
    insert into users (id, first_name, last_name, email, username, password_hash, phone, email_verified_at) values
      (${anna}, 'Anna', 'Berg', 'anna@example.com', 'anna', 'x', '(530) 555-0101', now()),
      (${ben}, 'Ben', 'Cole', 'ben@example.com', 'ben', 'x', null, null)`);
  const lead = (n: number, email: string, userId: string | null, name = "Guest", address: string | null = null) =>
    sql`(${id(n)}, ${`SR-MIG${n}`}, 'contact_form', ${name}, ${email}, '530-555-0199', 'Hello', ${userId}, ${address})`;
  await db.execute(sql`
    insert into leads (id, reference, source, customer_name, email, phone, message, user_id, address) values
      ${lead(11, "another@example.com", anna)},
      ${lead(12, " Anna@Example.com", null)},
      ${lead(13, "ben@example.com", null, "Not Ben")},
      ${lead(14, "carl@example.com", null, "Carl Diaz", "9 Oak Ave,  Redding")},
      ${lead(15, "CARL@example.com", null, "C. Diaz", "9 oak ave, redding")}`);
  await db.execute(sql`
    insert into appointments (id, reference, type, starts_at, ends_at, held_until, crew, customer_name, email, phone, lead_id, remind_at)
    values (${id(21)}, 'AP-MIG21', 'residential-consultation', '2026-12-01T17:00:00Z', '2026-12-01T18:00:00Z',
            '2026-12-01T18:30:00Z', 1, 'Not Ben', 'ben@example.com', '530-555-0199', ${id(13)}, '2026-11-30T17:00:00Z')`);
  await db.execute(sql`
    insert into orders (id, order_number, status, idempotency_key, contact_name, contact_email, contact_phone,
                        delivery_method, delivery_address, billing_address, payment_method,
                        subtotal_cents, tax_cents, shipping_cents, total_cents)
    values (${id(31)}, 'SO-MIG31', 'awaiting_payment', 'key-31', 'Carl Diaz', 'carl@example.com', '+1 530 555 0177',
            'ship', ${JSON.stringify({ line1: "40 Pine St", city: "Redding", state: "CA", postalCode: "96001" })}::jsonb,
            ${JSON.stringify({ line1: "40 Pine St", city: "Redding", state: "CA", postalCode: "96001" })}::jsonb,
            'invoice', 1000, 0, 0, 1000)`);
  await db.execute(sql`
    insert into newsletter_subscribers (id, email, source) values
      (${id(41)}, 'carl@example.com', 'newsletter_form'),
      (${id(42)}, 'dora@example.com', 'newsletter_form')`);
}

/** Each test builds a database from the first migration, twice over on PGlite's single thread. */
const MIGRATING = { timeout: 120_000 };

describe.each(migrationDatabases)("the customers migration on %s", (_kind, open) => {
  const before = migrationsFolderBefore((tag) => tag === CUSTOMERS_MIGRATION);
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it(
    "links every existing row to a customer: accounts their own, guests by address, never through an unconfirmed one",
    MIGRATING,
    async () => {
      const handle = await open();
      try {
        await migrateTo(handle, before);
        await seedBeforeCustomers(handle);

        await migrateTo(handle, migrationsFolder);

        const { db } = handle;
        const owner = async (table: string, rowId: string) =>
          (
            await queryRows<{ customer_id: string | null }>(
              db,
              sql`select customer_id from ${sql.identifier(table)} where id = ${rowId}`,
            )
          )[0]!.customer_id;
        const [annasCustomer, bensCustomer] = [await owner("users", anna), await owner("users", ben)];
        expect(annasCustomer).not.toBeNull();
        expect(bensCustomer).not.toBeNull();
        expect(annasCustomer).not.toBe(bensCustomer);
        // Signed in with another address, or sent from the address Anna confirmed: Anna's.
        expect(await owner("leads", id(11))).toBe(annasCustomer);
        expect(await owner("leads", id(12))).toBe(annasCustomer);
        // Ben never confirmed his address: what a guest sent from it stays off his account, together.
        const bensAddressGuest = await owner("leads", id(13));
        expect(bensAddressGuest).not.toBe(bensCustomer);
        expect(await owner("appointments", id(21))).toBe(bensAddressGuest);
        // One guest customer per address, whatever its case: Carl's leads, order and subscription.
        const carl = await owner("leads", id(14));
        expect([
          await owner("leads", id(15)),
          await owner("orders", id(31)),
          await owner("newsletter_subscribers", id(41)),
        ]).toEqual([carl, carl, carl]);

        const customers = await queryRows<{
          id: string;
          name: string | null;
          email: string;
          email_normalized: string;
          phone: string | null;
          phone_digits: string | null;
          addresses: string[];
        }>(
          db,
          sql`select id, name, email, email_normalized, phone, phone_digits, addresses from customers order by email_normalized, created_at, name`,
        );
        expect(customers.map(({ id: _id, ...customer }) => customer)).toEqual([
          {
            name: "Anna Berg",
            email: "anna@example.com",
            email_normalized: "anna@example.com",
            phone: "(530) 555-0101",
            phone_digits: "5305550101",
            // What a guest sent from her address adds nothing to the account's facts.
            addresses: [],
          },
          {
            name: "Ben Cole",
            email: "ben@example.com",
            email_normalized: "ben@example.com",
            phone: null,
            phone_digits: null,
            addresses: [],
          },
          {
            name: "Not Ben",
            email: "ben@example.com",
            email_normalized: "ben@example.com",
            phone: "530-555-0199",
            phone_digits: "5305550199",
            addresses: [],
          },
          {
            name: "Carl Diaz",
            email: "carl@example.com",
            email_normalized: "carl@example.com",
            phone: "530-555-0199",
            phone_digits: "5305550199",
            addresses: ["9 Oak Ave,  Redding", "40 Pine St, Redding, CA 96001"],
          },
          {
            name: null,
            email: "dora@example.com",
            email_normalized: "dora@example.com",
            phone: null,
            phone_digits: null,
            addresses: [],
          },
        ]);
        for (const table of ["users", "leads", "appointments", "orders", "newsletter_subscribers"]) {
          const [unlinked] = await queryRows<{ count: number }>(
            db,
            sql`select count(*)::int as count from ${sql.identifier(table)} where customer_id is null`,
          );
          expect(unlinked, table).toEqual({ count: 0 });
        }
      } finally {
        await handle.close();
      }
    },
  );

  it("runs on an empty database and makes no customer", MIGRATING, async () => {
    const handle = await open();
    try {
      await migrateTo(handle, migrationsFolder);
      expect(await queryRows(handle.db, sql`select count(*)::int as count from customers`)).toEqual([{ count: 0 }]);
    } finally {
      await handle.close();
    }
  });
});
