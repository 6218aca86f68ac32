import { createHash, type Hash } from "node:crypto";
import type { z } from "zod";
import {
  endLine,
  headerLine,
  rowLine,
  sequenceLine,
  tableEndLine,
  tableLine,
  type BackupHeader,
  type BackupSummary,
  type SequenceLine,
  type TableLine,
} from "./backup-format.ts";

/** A file that is not a complete, intact backup: the restore stops before committing anything. */
export class InvalidBackupError extends Error {}

export type BackupEvent =
  | { kind: "header"; header: BackupHeader }
  | { kind: "table"; table: TableLine }
  | { kind: "row"; values: (string | null)[] }
  | { kind: "tableEnd"; table: string; rows: number }
  | { kind: "sequence"; sequence: SequenceLine }
  | { kind: "end"; summary: BackupSummary };

function parse<T>(schema: z.ZodType<T>, value: unknown, lineNumber: number, expected: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidBackupError(`Line ${lineNumber} of the backup is not ${expected}`);
  return result.data;
}

function json(line: string, lineNumber: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new InvalidBackupError(`Line ${lineNumber} of the backup is not JSON: the file is damaged`);
  }
}

/**
 * Reads backup lines, checking as it goes that they are in order, that every table's rows match its count and
 * checksum, and that the file reaches its end line: a truncated or altered backup throws before the last event.
 */
export async function* readBackup(lines: AsyncIterable<string>): AsyncGenerator<BackupEvent> {
  let lineNumber = 0;
  let header: BackupHeader | undefined;
  let table: { line: TableLine; rows: number; digest: Hash } | undefined;
  let summary: BackupSummary | undefined;
  const tables: BackupSummary["tables"] = [];
  let done = false;

  for await (const line of lines) {
    lineNumber++;
    if (done) throw new InvalidBackupError(`The backup goes on after its end line (line ${lineNumber})`);
    if (!header) {
      header = parse(headerLine, json(line, lineNumber), lineNumber, "a backup header (is this a backup file?)");
      yield { kind: "header", header };
      continue;
    }
    if (table) {
      if (line.startsWith("[")) {
        const values = parse(rowLine, json(line, lineNumber), lineNumber, "a row");
        if (values.length !== table.line.columns.length) {
          throw new InvalidBackupError(
            `Line ${lineNumber} has ${values.length} values for ${table.line.columns.length} columns`,
          );
        }
        table.digest.update(`${line}\n`);
        table.rows++;
        yield { kind: "row", values };
        continue;
      }
      const end = parse(tableEndLine, json(line, lineNumber), lineNumber, `the end of table ${table.line.table}`);
      if (end.tableEnd !== table.line.table || end.rows !== table.rows || end.sha256 !== table.digest.digest("hex")) {
        throw new InvalidBackupError(
          `The rows of table ${table.line.table} do not match their checksum: the file is damaged`,
        );
      }
      tables.push({ name: end.tableEnd, rows: end.rows });
      yield { kind: "tableEnd", table: end.tableEnd, rows: end.rows };
      table = undefined;
      continue;
    }
    const value = json(line, lineNumber);
    if (tableLine.safeParse(value).success) {
      table = { line: tableLine.parse(value), rows: 0, digest: createHash("sha256") };
      yield { kind: "table", table: table.line };
    } else if (sequenceLine.safeParse(value).success) {
      yield { kind: "sequence", sequence: sequenceLine.parse(value) };
    } else {
      const end = parse(endLine, value, lineNumber, "a table, a sequence or the end line");
      summary = { tables, rows: tables.reduce((sum, { rows }) => sum + rows, 0) };
      if (end.tables !== tables.length || end.rows !== summary.rows) {
        throw new InvalidBackupError("The backup's end line does not match its tables: the file is damaged");
      }
      done = true;
      yield { kind: "end", summary };
    }
  }
  if (!done) throw new InvalidBackupError("The backup is incomplete: it stops before its end line");
}

/** Reads a whole backup for its summary, checking every checksum on the way. */
export async function verifyBackup(lines: AsyncIterable<string>): Promise<BackupSummary & { header: BackupHeader }> {
  let header: BackupHeader | undefined;
  let summary: BackupSummary | undefined;
  for await (const event of readBackup(lines)) {
    if (event.kind === "header") header = event.header;
    if (event.kind === "end") summary = event.summary;
  }
  // readBackup has thrown unless both were read.
  return { ...summary!, header: header! };
}
