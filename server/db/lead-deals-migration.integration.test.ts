import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { migrationsFolder } from "./migrate.ts";

/** Renumbered with its file if migrations are renumbered at a merge. */
const DEALS_MIGRATION = "0026_lead_deals";

/** The migrations folder as it stood before the deal fields: its SQL files and a journal cut before them. */
function foldersBeforeDeals(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-deals-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === DEALS_MIGRATION),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("the lead_deals migration (decision 0138)", () => {
  const before = foldersBeforeDeals();
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it("opens one stage row per existing lead at its status since it arrived, and takes a snapshot's utility", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const db = handle.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        insert into leads (reference, source, status, customer_name, email, phone, address, property_type,
                           service_needed, calculator_snapshot, message, created_at)
        values ('SR-OLD001', 'consultation_modal', 'proposal_sent', 'Dana Whitfield', 'dana@example.com',
                '(530) 555-0101', '1 Main St, Redding, CA 96001', 'Residential', 'New Solar Installation',
                '{"calculator":"roi-calculator","url":"/resources/roi-calculator?utility=pge","inputs":{"utility":"pge"},"headline":[]}', null,
                '2026-03-04T17:00:00Z'),
               ('SR-OLD002', 'contact_form', 'new', 'Ravi Shah', 'ravi@example.com', null, null, null, null,
                null, 'Hello', '2026-05-06T18:00:00Z')`);

      await migrate(db, { migrationsFolder });

      const stages = rows<{ reference: string; status: string; since_arrival: boolean; left_at: Date | null }>(
        await db.execute(sql`
          select l.reference, h.status, h.entered_at = l.created_at as since_arrival, h.left_at
          from lead_stage_history h join leads l on l.id = h.lead_id order by l.reference`),
      );
      expect(stages).toEqual([
        {
          reference: "SR-OLD001",
          status: "proposal_sent",
          since_arrival: true,
          left_at: null,
        },
        { reference: "SR-OLD002", status: "new", since_arrival: true, left_at: null },
      ]);
      const utilities = rows<{ reference: string; utility: string | null }>(
        await db.execute(sql`select reference, utility from leads order by reference`),
      );
      expect(utilities).toEqual([
        { reference: "SR-OLD001", utility: "pge" },
        { reference: "SR-OLD002", utility: null },
      ]);
    } finally {
      await handle.close();
    }
  });
});
