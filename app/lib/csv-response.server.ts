import { once } from "node:events";
import type { Response } from "express";
import { CSV_BOM, csvRow, type CsvValue } from "./csv.ts";
import { zonedParts } from "./zoned-time.ts";
import { company } from "#app/content/company.ts";

/** "leads-2025-03-04.csv": the office's date, so a file is named for the day staff made it. */
export function csvFilename(name: string, now = new Date()): string {
  const { year, month, day } = zonedParts(now, company.timeZone);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${name}-${year}-${pad(month)}-${pad(day)}.csv`;
}

/**
 * Streams a CSV download: a header row of `columns`, then each batch as it is read,
 * waiting whenever the client reads slower than the database; stops if the client leaves.
 * The first batch is read before the first byte, so a query that fails answers an error
 * instead of a file with only its header row; a later failure reaches the error handler,
 * which cuts the download off so the browser reports it failed.
 */
export async function sendCsv<Row extends Record<string, CsvValue>>(
  res: Response,
  filename: string,
  columns: readonly (keyof Row & string)[],
  batches: AsyncIterable<Row[]>,
): Promise<void> {
  const reader = batches[Symbol.asyncIterator]();
  let next = await reader.next();
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${filename}"`);
  res.write(CSV_BOM + csvRow(columns));
  for (; !next.done; next = await reader.next()) {
    if (res.destroyed) {
      await reader.return?.();
      return;
    }
    const chunk = next.value.map((row) => csvRow(columns.map((column) => row[column]))).join("");
    if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
  }
  res.end();
}
