import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrate.ts";
import { migrateTo, migrationDatabases, migrationsFolderBefore } from "#tests/support/migrations-before.ts";

/** The migration that gave customers the CRM's fields, found by name whatever its number. */
const CRM_MIGRATION = /_crm_customers$/;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Customers with leads as the site stored them before the CRM's fields: older and newer leads, a rep's. */
async function seedBeforeCrmFields(handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(sql`
    insert into users (id, first_name, last_name, email, username, password_hash, user_type) values
      (${id(1)}, 'Sam', 'Seller', 'sam@example.com', 'sam', 'x', 'sales')`);
  await db.execute(sql`
    insert into customers (id, email, email_normalized, name) values
      (${id(11)}, 'ana@example.com', 'ana@example.com', 'Ana'),
      (${id(12)}, 'bo@example.com', 'bo@example.com', 'Bo'),
      (${id(13)}, 'cy@example.com', 'cy@example.com', 'Cy')`);
  const lead = (
    n: number,
    customer: number,
    at: string,
    address: string | null,
    type: string | null,
    assignee: string | null,
  ) =>
    sql`(${id(n)}, ${`SR-CRM${n}`}, 'consultation_modal', 'Someone', 'x@example.com', '530-555-0100', ${address},
         ${type}, 'New Solar Installation', ${id(customer)}, ${at}::timestamptz, ${assignee})`;
  await db.execute(sql`
    insert into leads (id, reference, source, customer_name, email, phone, address, property_type, service_needed,
                       customer_id, created_at, assignee_id) values
      ${lead(21, 11, "2026-01-01", "1 Oak St, Anderson, CA", "Residential", id(1))},
      ${lead(22, 11, "2026-03-01", "12 Redding Ave, Weaverville, CA", "Commercial", null)},
      ${lead(23, 12, "2026-02-01", "5 Main St, Chico, CA", "Agricultural", null)}`);
  await db.execute(sql`
    insert into leads (id, reference, source, customer_name, email, message, customer_id, created_at) values
      (${id(24)}, 'SR-CRM24', 'contact_form', 'Ana', 'ana@example.com', 'Hi', ${id(11)}, '2026-04-01')`);
}

describe.each(migrationDatabases)("the CRM customers migration on %s", (_kind, open) => {
  const before = migrationsFolderBefore((tag) => CRM_MIGRATION.test(tag));
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it(
    "fills each customer's town, utility, property type and owner from their newest lead that tells them",
    { timeout: 120_000 },
    async () => {
      const handle = await open();
      try {
        await migrateTo(handle, before);
        await seedBeforeCrmFields(handle);
        await migrateTo(handle, migrationsFolder);
        const rows = await queryRows<Record<string, unknown>>(
          handle.db,
          sql`select email, town, utility, property_type, owner_id, tags, merged_into_id from customers order by email`,
        );
        expect(rows).toEqual([
          // The newest lead with an address names Weaverville last (after a street named for Redding); the newest
          // with a property type is that one too; the contact message after it tells neither.
          {
            email: "ana@example.com",
            town: "Weaverville",
            utility: "trinity",
            property_type: "Commercial",
            owner_id: id(1),
            tags: [],
            merged_into_id: null,
          },
          // An address outside the service area names no town.
          {
            email: "bo@example.com",
            town: null,
            utility: null,
            property_type: "Agricultural",
            owner_id: null,
            tags: [],
            merged_into_id: null,
          },
          {
            email: "cy@example.com",
            town: null,
            utility: null,
            property_type: null,
            owner_id: null,
            tags: [],
            merged_into_id: null,
          },
        ]);
      } finally {
        await handle.close();
      }
    },
  );
});
