import fs from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "#server/db/client.ts";
import { migrationsFolder } from "#server/db/migrate.ts";
import { migrateTo, migrationDatabases, migrationsFolderBefore } from "#tests/support/migrations-before.ts";

/** The migration that keeps on each lead when it first entered each funnel stage (decision 0219), by name. */
const STAGES_REACHED_MIGRATION = /_lead_stages_reached$/;

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

describe.each(migrationDatabases)("the lead stages reached migration on %s", (_kind, open) => {
  const before = migrationsFolderBefore((tag) => STAGES_REACHED_MIGRATION.test(tag));
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it(
    "fills each lead's first entry into each stage from its history, and its trigger keeps them after",
    { timeout: 120_000 },
    async () => {
      const handle = await open();
      try {
        const { db } = handle;
        await migrateTo(handle, before);
        await db.execute(sql`insert into customers (id, email, email_normalized, name)
          values (${id(1)}, 'ana@example.com', 'ana@example.com', 'Ana')`);
        await db.execute(sql`
          insert into leads (id, reference, source, customer_name, email, message, customer_id, status, lost_reason, created_at) values
            (${id(11)}, 'SR-STG11', 'contact_form', 'Ana', 'ana@example.com', 'Hi', ${id(1)}, 'lost', 'Price', '2026-03-01T17:00:00Z'),
            (${id(12)}, 'SR-STG12', 'contact_form', 'Ana', 'ana@example.com', 'Hi', ${id(1)}, 'new', null, '2026-03-02T17:00:00Z')`);
        // Lead 11 went to a site visit, back to contacted, on to a site visit again, then was lost.
        await db.execute(sql`
          insert into lead_stage_history (lead_id, status, entered_at, left_at) values
            (${id(11)}, 'new', '2026-03-01T17:00:00Z', '2026-03-02T17:00:00Z'),
            (${id(11)}, 'contacted', '2026-03-02T17:00:00Z', '2026-03-05T17:00:00Z'),
            (${id(11)}, 'site_visit_scheduled', '2026-03-05T17:00:00Z', '2026-03-06T17:00:00Z'),
            (${id(11)}, 'contacted', '2026-03-06T17:00:00Z', '2026-03-09T17:00:00Z'),
            (${id(11)}, 'site_visit_scheduled', '2026-03-09T17:00:00Z', '2026-03-10T17:00:00Z'),
            (${id(11)}, 'lost', '2026-03-10T17:00:00Z', null)`);

        await migrateTo(handle, migrationsFolder);
        // After the migration, a new stage row is kept by the trigger.
        await db.execute(sql`
          insert into lead_stage_history (lead_id, status, entered_at) values
            (${id(12)}, 'proposal_sent', '2026-03-08T17:00:00Z')`);

        const reached = await queryRows<Record<string, unknown>>(
          db,
          sql`select reference, reached_contacted_at::text as contacted,
                reached_site_visit_scheduled_at::text as site_visit, reached_proposal_sent_at::text as proposal,
                reached_won_at::text as won
              from leads order by reference`,
        );
        const utc = (value: string) => new Date(value).toISOString();
        expect(
          reached.map((row) => ({
            ...row,
            contacted: row.contacted && utc(row.contacted as string),
            site_visit: row.site_visit && utc(row.site_visit as string),
            proposal: row.proposal && utc(row.proposal as string),
          })),
        ).toEqual([
          {
            reference: "SR-STG11",
            contacted: "2026-03-02T17:00:00.000Z",
            site_visit: "2026-03-05T17:00:00.000Z",
            proposal: null,
            won: null,
          },
          { reference: "SR-STG12", contacted: null, site_visit: null, proposal: "2026-03-08T17:00:00.000Z", won: null },
        ]);
      } finally {
        await handle.close();
      }
    },
  );
});
