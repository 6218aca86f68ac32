import { z } from "zod";

/**
 * A backup is newline-delimited JSON (gzipped in a file; docs/decisions/0029): a header, then per table its
 * columns, its rows as JSON arrays of PostgreSQL text values (bytea as base64), and a line with the row count and
 * the SHA-256 of those row lines; then the sequences and an end line. The same lines load into PGlite or PostgreSQL.
 */
export const BACKUP_FORMAT = "shasta-solar-backup";
export const BACKUP_VERSION = 1;

const appliedMigration = z.object({ hash: z.string(), createdAt: z.number().int() });
export type AppliedMigration = z.infer<typeof appliedMigration>;

export const headerLine = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.enum(["pglite", "postgres"]),
  /** What drizzle had applied to the source: a restore rebuilds the schema at this point before loading rows. */
  migrations: z.array(appliedMigration),
});

/** Column types are not carried: a restore takes them from the schema it rebuilt at the backup's migrations. */
export const tableLine = z.object({
  table: z.string().min(1),
  columns: z.array(z.object({ name: z.string().min(1), encoding: z.enum(["text", "base64"]) })).min(1),
});

export const tableEndLine = z.object({
  tableEnd: z.string().min(1),
  rows: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const sequenceLine = z.object({
  sequence: z.string().min(1),
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
});

export const endLine = z.object({ end: z.literal(true), tables: z.number().int(), rows: z.number().int() });

export const rowLine = z.array(z.string().nullable());

export type BackupHeader = z.infer<typeof headerLine>;
export type TableLine = z.infer<typeof tableLine>;
export type SequenceLine = z.infer<typeof sequenceLine>;

/** What a backup holds, as the commands print it. */
export interface BackupSummary {
  tables: { name: string; rows: number }[];
  rows: number;
}
