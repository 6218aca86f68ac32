import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client.ts";
import { migrationsFolder } from "./migrate.ts";

const CHUNKS_MIGRATION = "0015_document_chunks";

/** The migrations folder as it stood before documents were chunked. */
function folderBeforeChunks(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "migrations-before-chunks-"));
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === CHUNKS_MIGRATION),
  );
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe("moving each document's bytes into chunks", () => {
  const before = folderBeforeChunks();
  afterAll(() => fs.rmSync(before, { recursive: true, force: true }));

  it("splits every file into 256 KB chunks whose concatenation is the file, and records its SHA-256", async () => {
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      const db = handle.db as unknown as PgliteDatabase;
      await migrate(db, { migrationsFolder: before });
      await db.execute(sql`
        insert into users (id, first_name, last_name, email, username, password_hash)
        values ('00000000-0000-4000-8000-000000000001', 'Dana', 'Whitfield', 'dana@example.com', 'dana', 'x')`);
      await db.execute(sql`
        insert into projects (id, client_id, title, type, site_address)
        values ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Roof', 'installation', '1 Main St')`);
      // Exactly one chunk, one byte more than two chunks, and a small file.
      const files = [256 * 1024, 512 * 1024 + 1, 57].map((size, index) => ({
        id: `00000000-0000-4000-8000-00000000001${index}`,
        content: Buffer.alloc(size, index + 1).fill(index + 9, 10, 40),
      }));
      for (const file of files) {
        await db.execute(sql`
          insert into project_documents (id, project_id, uploaded_by_side, name, category, content_type, size)
          values (${file.id}, '00000000-0000-4000-8000-000000000002', 'client', 'scan.pdf', 'other', 'application/pdf', ${file.content.length})`);
        await db.execute(
          sql`insert into project_document_files (document_id, content) values (${file.id}, ${file.content})`,
        );
      }

      await migrate(db, { migrationsFolder });

      for (const file of files) {
        const chunks = rows<{ seq: number; content: Uint8Array }>(
          await db.execute(
            sql`select seq, content from project_document_chunks where document_id = ${file.id} order by seq`,
          ),
        );
        expect(Buffer.concat(chunks.map((chunk) => chunk.content))).toEqual(file.content);
        expect(chunks.every((chunk) => chunk.content.length <= 256 * 1024)).toBe(true);
        const [document] = rows<{ sha256: string }>(
          await db.execute(sql`select sha256 from project_documents where id = ${file.id}`),
        );
        expect(document?.sha256).toBe(createHash("sha256").update(file.content).digest("hex"));
      }
      const counts = rows<{ seq: number }>(
        await db.execute(sql`select count(*)::int as seq from project_document_chunks group by document_id order by 1`),
      );
      expect(counts.map((count) => count.seq)).toEqual([1, 1, 3]);
      const left = rows<{ name: string | null }>(
        await db.execute(sql`select to_regclass('public.project_document_files')::text as name`),
      );
      expect(left).toEqual([{ name: null }]);
    } finally {
      await handle.close();
    }
    // Migrating an empty database twice takes PGlite over a minute on a loaded machine.
  }, 300_000);
});
