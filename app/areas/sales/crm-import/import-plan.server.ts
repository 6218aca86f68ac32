import { and, asc, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { normalizeEmail, phoneDigits } from "#app/areas/customers/index.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import type { CsvFile } from "./csv-file.server.ts";
import type { ColumnMap, DuplicateChoice, DuplicateRow, ImportField, ImportKind, RowError } from "./import-fields.ts";
import { readRow, type ImportedRow } from "./import-row.ts";

/** A row that reads well, and what becomes of it: a new customer, merged into `customerId`, or skipped. */
export interface PlannedRow {
  row: number;
  values: ImportedRow;
  action: DuplicateChoice;
  /** The customer it matched, for a merge. */
  customerId: string | null;
}

export interface ImportPlan {
  planned: PlannedRow[];
  errors: RowError[];
  duplicates: DuplicateRow[];
}

type Match = DuplicateRow["customer"];

/** Keys looked up in one query: well inside any driver's parameter limit. */
const LOOKUP_BATCH = 1000;

/** The cells of a row by field, from the columns the map names. */
export function cellsOf(cells: readonly string[], headings: readonly string[], map: ColumnMap) {
  const byField: Partial<Record<ImportField, string>> = {};
  for (const [field, heading] of Object.entries(map) as Array<[ImportField, string]>) {
    const index = headings.indexOf(heading);
    if (index >= 0) byField[field] = cells[index] ?? "";
  }
  return byField;
}

/**
 * The customers (not merged away) whose e-mail address or phone the rows give, oldest first, so each key keeps the
 * customer that has it longest, as intake does.
 */
async function existingCustomers(db: Database, rows: readonly ImportedRow[]) {
  const byEmail = new Map<string, Match>();
  const byPhone = new Map<string, Match>();
  for (let start = 0; start < rows.length; start += LOOKUP_BATCH) {
    const slice = rows.slice(start, start + LOOKUP_BATCH);
    const emails = slice.map((row) => normalizeEmail(row.email));
    const phones = slice.flatMap((row) => phoneDigits(row.phone) ?? []);
    const found = await db
      .select({
        id: customers.id,
        name: customers.name,
        email: customers.email,
        phone: customers.phone,
        emailNormalized: customers.emailNormalized,
        phoneDigits: customers.phoneDigits,
      })
      .from(customers)
      .where(
        and(
          isNull(customers.mergedIntoId),
          phones.length > 0
            ? or(inArray(customers.emailNormalized, emails), inArray(customers.phoneDigits, phones))
            : inArray(customers.emailNormalized, emails),
        ),
      )
      .orderBy(asc(customers.createdAt), asc(customers.id));
    for (const { emailNormalized, phoneDigits: digits, ...customer } of found) {
      if (!byEmail.has(emailNormalized)) byEmail.set(emailNormalized, customer);
      if (digits && !byPhone.has(digits)) byPhone.set(digits, customer);
    }
  }
  return { byEmail, byPhone };
}

/**
 * Reads every row and decides what becomes of it. A row with a bad field is an error (each bad field named); a row
 * whose e-mail address an earlier row of the file gave is an error too (one person, one row). A row whose person is
 * a customer already (the same e-mail address, else the same phone) is a duplicate: merged, created anew or (unless
 * `choices` says otherwise) skipped; any other row makes a customer.
 */
export async function planImport(
  db: Database,
  file: CsvFile,
  map: ColumnMap,
  kind: ImportKind,
  choices: Readonly<Record<string, DuplicateChoice>>,
): Promise<ImportPlan> {
  const errors: RowError[] = [];
  const read: Array<{ row: number; values: ImportedRow }> = [];
  const firstRowOf = new Map<string, number>();
  for (const { row, cells } of file.rows) {
    const reading = readRow(cellsOf(cells, file.headings, map), kind);
    if (!reading.ok) {
      errors.push(...reading.errors.map((error) => ({ row, ...error })));
      continue;
    }
    const email = normalizeEmail(reading.row.email);
    const first = firstRowOf.get(email);
    if (first !== undefined) {
      errors.push({ row, field: "email", message: `The same e-mail address as row ${first}` });
      continue;
    }
    firstRowOf.set(email, row);
    read.push({ row, values: reading.row });
  }
  const { byEmail, byPhone } = await existingCustomers(
    db,
    read.map(({ values }) => values),
  );
  const duplicates: DuplicateRow[] = [];
  const planned = read.map(({ row, values }): PlannedRow => {
    const onEmail = byEmail.get(normalizeEmail(values.email));
    const digits = phoneDigits(values.phone);
    const onPhone = digits ? byPhone.get(digits) : undefined;
    const customer = onEmail ?? onPhone;
    if (!customer) return { row, values, action: "create", customerId: null };
    duplicates.push({
      row,
      name: values.name ?? null,
      email: values.email,
      matchedOn: onEmail ? "email" : "phone",
      customer,
    });
    return { row, values, action: choices[String(row)] ?? "skip", customerId: customer.id };
  });
  return { planned, errors, duplicates };
}
