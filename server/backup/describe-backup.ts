import { formatNumber } from "#app/lib/format.ts";
import type { BackupSummary } from "./backup-format.ts";

const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / 1024 / 1024, 1)} MB` : `${formatNumber(bytes / 1024, 1)} kB`;

/** Rows per table, then one line of totals: what the backup, restore and move commands print. */
export function describeBackup(summary: BackupSummary, facts: { bytes?: number; durationMs: number }): string {
  const width = Math.max(...summary.tables.map((table) => table.name.length));
  const lines = summary.tables.map(
    (table) => `  ${table.name.padEnd(width)}  ${formatNumber(table.rows).padStart(11)}`,
  );
  const totals = [
    `${summary.tables.length} tables`,
    `${formatNumber(summary.rows)} rows`,
    ...(facts.bytes === undefined ? [] : [formatBytes(facts.bytes)]),
    `${formatNumber(facts.durationMs / 1000, 1)} s`,
  ];
  return [...lines, totals.join(", ")].join("\n");
}
