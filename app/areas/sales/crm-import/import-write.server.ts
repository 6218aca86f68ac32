import { randomUUID } from "node:crypto";
import type { Database } from "#server/db/client.ts";
import { learnAbout, newCustomerRow, type ContactFacts } from "#app/areas/customers/index.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { newReference } from "#app/areas/sales/leads/index.server.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import type { ImportKind, RowError } from "./import-fields.ts";
import type { ImportedRow } from "./import-row.ts";
import type { PlannedRow } from "./import-plan.server.ts";

/**
 * Rows written in one transaction. 500 rows of a lead are about 10,000 query parameters, well inside PostgreSQL's
 * 65,535, and a batch holds PGlite's one connection for a fraction of a second.
 */
export const IMPORT_BATCH_ROWS = 500;

export const NOT_STORED_MESSAGE = "This row could not be stored; the others were";

export interface WriteCounts {
  created: number;
  merged: number;
}

const factsOf = (values: ImportedRow): ContactFacts => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  companyName: values.companyName,
  address: values.address,
  propertyType: values.propertyType,
  town: values.town,
  utility: values.utility,
  tags: values.tags,
});

/** A lead row's lead: the one pipeline's first stage, unassigned, for the customer it now belongs to. */
function leadOf(values: ImportedRow, customerId: string) {
  return {
    reference: newReference(),
    source: "import" as const,
    customerName: values.name!,
    email: values.email,
    phone: values.phone ?? null,
    address: values.address ?? null,
    propertyType: values.propertyType ?? null,
    utility: values.utility ?? null,
    systemSizeKw: values.systemSizeKw ?? null,
    batteryKwh: values.batteryKwh ?? null,
    amountCents: values.amountCents ?? null,
    expectedCloseOn: values.expectedCloseOn ?? null,
    additionalNotes: values.additionalNotes ?? null,
    customerId,
    ...(values.createdAt ? { createdAt: values.createdAt } : {}),
  };
}

/** Writes rows (none of them skipped): new customers in one insert, merges one by one, then their leads in one. */
async function writeRows(db: Database, rows: readonly PlannedRow[], kind: ImportKind): Promise<WriteCounts> {
  const customerOf = new Map<number, string>();
  const created = rows
    .filter((row) => row.action === "create")
    .map((row) => {
      const id = randomUUID();
      customerOf.set(row.row, id);
      const createdAt = row.values.createdAt
        ? { createdAt: row.values.createdAt, updatedAt: row.values.createdAt }
        : {};
      return { id, ...newCustomerRow(factsOf(row.values)), ...createdAt };
    });
  if (created.length > 0) await db.insert(customers).values(created);
  const merged = rows.filter((row) => row.action === "merge");
  for (const row of merged) {
    await learnAbout(db, row.customerId!, factsOf(row.values));
    customerOf.set(row.row, row.customerId!);
  }
  if (kind === "leads" && rows.length > 0) {
    await db.insert(leads).values(rows.map((row) => leadOf(row.values, customerOf.get(row.row)!)));
  }
  return { created: created.length, merged: merged.length };
}

/**
 * Writes the planned rows in batches of IMPORT_BATCH_ROWS, each batch one transaction. A batch the database refuses
 * (a reference drawn twice, a rule the row reading missed) is written again row by row, each in a savepoint of its
 * own, so one bad row never stops the others: it is reported, and the counts are the rows that were stored.
 */
export async function writePlannedRows(
  db: Database,
  rows: readonly PlannedRow[],
  kind: ImportKind,
): Promise<WriteCounts & { errors: RowError[] }> {
  const counts = { created: 0, merged: 0 };
  const errors: RowError[] = [];
  const written = rows.filter((row) => row.action !== "skip");
  for (let start = 0; start < written.length; start += IMPORT_BATCH_ROWS) {
    const batch = written.slice(start, start + IMPORT_BATCH_ROWS);
    const stored = await db.transaction(async (tx) => {
      try {
        return await tx.transaction((savepoint) => writeRows(savepoint, batch, kind));
      } catch {
        const one = { created: 0, merged: 0 };
        for (const row of batch) {
          try {
            const wrote = await tx.transaction((savepoint) => writeRows(savepoint, [row], kind));
            one.created += wrote.created;
            one.merged += wrote.merged;
          } catch {
            errors.push({ row: row.row, field: "row", message: NOT_STORED_MESSAGE });
          }
        }
        return one;
      }
    });
    counts.created += stored.created;
    counts.merged += stored.merged;
  }
  return { ...counts, errors };
}
