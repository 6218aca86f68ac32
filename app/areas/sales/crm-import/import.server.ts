import type { Request } from "express";
import { parseInput } from "#server/http/errors.ts";
import { receiveMultipartFile } from "#server/http/multipart-file.ts";
import { invalid } from "#server/domain-errors.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import { importLimit, readCsvFile, type CsvFile } from "./csv-file.server.ts";
import {
  guessColumnMap,
  importFieldLabels,
  requiredFieldsOf,
  fieldsOf,
  type ColumnMap,
  type ImportField,
  type ImportKind,
  type ImportResult,
} from "./import-fields.ts";
import { cellsOf, planImport } from "./import-plan.server.ts";
import { IMPORT_FIELD_BYTES, importRequestSchema } from "./import-request.ts";
import { writePlannedRows } from "./import-write.server.ts";

const NOT_MULTIPART_MESSAGE = "Send the CSV as multipart/form-data with a file field named file";
const MAP_INCOMPLETE_MESSAGE = "Choose the columns that fill the required fields";
/** Rows the preview shows as read. */
export const PREVIEW_ROWS = 20;

/** What the map lacks or names wrongly: a required field without a column, a column the file does not have. */
function mapErrorsOf(map: ColumnMap, kind: ImportKind, headings: readonly string[]) {
  const errors: Partial<Record<ImportField, string>> = {};
  for (const field of requiredFieldsOf(kind)) {
    if (!map[field]) errors[field] = `Choose the column that holds the ${importFieldLabels[field].toLowerCase()}`;
  }
  for (const [field, heading] of Object.entries(map) as Array<[ImportField, string]>) {
    if (!fieldsOf(kind).includes(field)) errors[field] = `${importFieldLabels[field]} is only imported with leads`;
    else if (!headings.includes(heading)) errors[field] = `The file has no column "${heading}"`;
  }
  return errors;
}

/**
 * POST /api/crm/import: reads an uploaded CSV of contacts or leads, then previews it (`dryRun`, the default: what
 * would be created, merged and skipped, each bad row's errors, the duplicates and the customers they match) or
 * imports it (decision 0141). Every row is read and matched before anything is written; the rows are then written
 * in batches, so a bad row never stops the others, and the counts are the rows stored. The import is one row of
 * the audit trail: who, the file's name, the kind and the counts.
 */
export async function importCsv(caller: WriteCaller, req: Request): Promise<ImportResult> {
  const { db } = caller.services;
  const upload = await receiveMultipartFile(req, importLimit, readCsvFile, {
    notMultipart: NOT_MULTIPART_MESSAGE,
    fieldBytes: IMPORT_FIELD_BYTES,
  });
  const request = parseInput(importRequestSchema, upload.fields);
  const file: CsvFile = upload.file;
  const map = request.map ?? guessColumnMap(file.headings, request.kind);
  const mapErrors = mapErrorsOf(map, request.kind, file.headings);
  const answer = {
    dryRun: request.dryRun,
    fileName: upload.name,
    rows: file.rows.length,
    columns: file.headings,
    map,
    mapErrors,
    preview: file.rows.slice(0, PREVIEW_ROWS).map(({ row, cells }) => ({
      row,
      values: cellsOf(cells, file.headings, map),
    })),
  };
  if (Object.keys(mapErrors).length > 0) {
    if (!request.dryRun) {
      throw invalid(
        MAP_INCOMPLETE_MESSAGE,
        Object.fromEntries(Object.entries(mapErrors).map(([field, message]) => [`map.${field}`, message])),
      );
    }
    return { ...answer, created: 0, merged: 0, skipped: 0, errors: [], duplicates: [] };
  }
  const plan = await planImport(db, file, map, request.kind, request.duplicates);
  const skipped = plan.planned.filter((row) => row.action === "skip").length;
  if (request.dryRun) {
    const would = (action: string) => plan.planned.filter((row) => row.action === action).length;
    return {
      ...answer,
      created: would("create"),
      merged: would("merge"),
      skipped,
      errors: plan.errors,
      duplicates: plan.duplicates,
    };
  }
  const written = await writePlannedRows(db, plan.planned, request.kind);
  const errors = [...plan.errors, ...written.errors].sort((a, b) => a.row - b.row);
  const counts = { rows: file.rows.length, created: written.created, merged: written.merged, skipped };
  await recordOwnWrite(db, caller, {
    action: "customer.import",
    entity: "customer",
    after: { fileName: upload.name, kind: request.kind, ...counts, errorRows: new Set(errors.map((e) => e.row)).size },
  });
  return { ...answer, ...counts, errors, duplicates: plan.duplicates };
}
