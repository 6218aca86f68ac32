import type { Response } from "express";
import { CSV_BOM, csvRow } from "#app/lib/csv.ts";
import { csvFilename } from "#app/lib/csv-response.server.ts";
import type { FigureTable } from "./figure-cells.ts";

/** A figure table as CSV: its columns, then its rows' cells as the page shows them (every cell quoted, csv.ts). */
export function sendFigureTable(res: Response, table: FigureTable): void {
  res.status(200);
  res.setHeader("Content-Type", "text/csv; charset=utf-8");
  res.setHeader("Content-Disposition", `attachment; filename="${csvFilename(`analytics-${table.id}`)}"`);
  res.send(
    CSV_BOM + csvRow(table.columns) + table.rows.map((row) => csvRow(row.cells.map((cell) => cell.text))).join(""),
  );
}
