import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { migrationsFolder } from "./migrate.ts";

const RENAME_MIGRATION = "0005_leads_table";

/** The migrations folder as it stood before the rename: its SQL files and a journal cut before the rename. */
function foldersBeforeRename(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-rename-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === RENAME_MIGRATION);
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("renaming service_requests to leads", () => {
  const before = foldersBeforeRename();
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it("keeps every lead and the pipeline rows that point at it", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const db = handle.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        insert into service_requests (id, reference, source, customer_name, email, phone, address, property_type, service_needed)
        values ('00000000-0000-4000-8000-000000000001', 'SR-KEEP01', 'consultation_modal', 'Dana Whitfield',
                'dana@example.com', '(530) 555-0101', '1 Main St, Redding', 'Residential', 'Solar Repair')`);
      await db.execute(sql`
        insert into lead_notes (lead_id, body) values ('00000000-0000-4000-8000-000000000001', 'Called back')`);

      await migrate(db, { migrationsFolder });

      const leads = rows<{ reference: string; search_text: string }>(
        await db.execute(sql`select reference, search_text from leads`),
      );
      expect(leads).toEqual([{ reference: "SR-KEEP01", search_text: expect.stringContaining("dana whitfield") }]);
      const notes = rows<{ reference: string; body: string }>(
        await db.execute(sql`select l.reference, n.body from lead_notes n join leads l on l.id = n.lead_id`),
      );
      expect(notes).toEqual([{ reference: "SR-KEEP01", body: "Called back" }]);
      // The constraints kept working under their new names.
      await expect(
        db.execute(
          sql`insert into leads (reference, source, customer_name, email) values ('SR-X', 'consultation_modal', 'A', 'a@b.c')`,
        ),
      ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/leads_required_fields_check/) } });
    } finally {
      await handle.close();
    }
  });
});
