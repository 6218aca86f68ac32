import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import Papa from "papaparse";
import { HttpError } from "#server/http/errors.ts";
import type { UploadLimit } from "#server/http/multipart-file.ts";

/** The largest CSV an import takes: 10,000 rows of a spreadsheet's contacts are about 1.5 MB. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** The most data rows one import reads: more is split into several files, each imported within a request's time. */
export const MAX_IMPORT_ROWS = 20_000;

export const TOO_LARGE_MESSAGE = "The file is larger than 5 MB: split it into smaller files";
export const TOO_MANY_ROWS_MESSAGE = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows: split it into smaller files`;
export const EMPTY_MESSAGE = "The file is empty: choose a CSV whose first row names its columns";
const NOT_TEXT_MESSAGE = "The file is not text: save the spreadsheet as CSV (UTF-8) and choose that file";

export const importLimit: UploadLimit = {
  bytes: MAX_IMPORT_BYTES,
  error: () => new HttpError(413, TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { Connection: "close" }),
};

/** A CSV as read: its headings, and each data row's number (from 1, under the headings) and cells. */
export interface CsvFile {
  headings: string[];
  rows: Array<{ row: number; cells: string[] }>;
}

/**
 * The bytes as UTF-8 text with every line ending a line feed, past the limit a 413; a NUL means a binary file (a
 * spreadsheet not saved as CSV). One line ending for all: papaparse guesses it from the first piece it is given,
 * which may hold no line yet.
 */
async function* utf8Lines(stream: Readable) {
  const decoder = new TextDecoder("utf-8");
  let size = 0;
  // A carriage return that ends a piece may start a CRLF the next piece ends.
  let held = "";
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > importLimit.bytes) throw importLimit.error();
    const text = held + decoder.decode(chunk, { stream: true });
    if (text.includes("\0")) throw new HttpError(415, NOT_TEXT_MESSAGE, { file: NOT_TEXT_MESSAGE });
    held = text.endsWith("\r") ? "\r" : "";
    yield text.slice(0, text.length - held.length).replace(/\r\n?/g, "\n");
  }
  yield (held + decoder.decode()).replace(/\r\n?/g, "\n");
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === "");

/**
 * Reads a CSV upload with papaparse as it streams in (quotes, line breaks within quotes, either line ending; the
 * separator guessed from the first rows, so a semicolon-separated export reads too). The first row names the
 * columns; blank rows are passed over but keep their number, so a row's number is its place under the headings.
 */
export async function readCsvFile(stream: Readable): Promise<CsvFile> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { newline: "\n" });
  const file: CsvFile = { headings: [], rows: [] };
  const collect = async () => {
    let seen = -1;
    for await (const cells of parser as AsyncIterable<string[]>) {
      seen += 1;
      if (seen === 0) {
        file.headings = cells.map((heading, index) => heading.replace(/^\uFEFF/, "").trim() || `Column ${index + 1}`);
        continue;
      }
      if (isBlank(cells)) continue;
      if (file.rows.length === MAX_IMPORT_ROWS) {
        throw new HttpError(413, TOO_MANY_ROWS_MESSAGE, { file: TOO_MANY_ROWS_MESSAGE });
      }
      file.rows.push({ row: seen, cells });
    }
  };
  const collecting = collect();
  try {
    await pipeline(utf8Lines(stream), parser);
  } catch (error) {
    collecting.catch(() => {});
    throw error;
  }
  await collecting;
  if (file.headings.length === 0 || isBlank(file.headings)) {
    throw new HttpError(400, EMPTY_MESSAGE, { file: EMPTY_MESSAGE });
  }
  return file;
}
