/** Excel reads a file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

/**
 * Where a spreadsheet may start a cell whose text then runs as a formula (decision 0070): the text's start, and
 * just after a comma, semicolon, tab or line break, since a program splitting on another separator than ours starts
 * a new cell (or row) there. At such a place a formula trigger gets a single quote before it; so does a leading
 * tab or carriage return, which a spreadsheet strips before reading what follows.
 */
const FORMULA_START = /(^|[,;\t\r\n])(?=[=+\-@])|^(?=[\t\r])/g;

export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

/**
 * One RFC 4180 cell, always quoted, so a program reading it with any separator keeps the cell whole where it
 * honours quotes. Text that a spreadsheet could run as a formula is neutralised with a single quote (OWASP's
 * advice) wherever a cell could start; numbers and booleans are written as they are, so a negative amount stays a
 * number; dates are ISO 8601 in UTC; a list is one cell, its items separated by spaces.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === "number" || typeof value === "boolean") return `"${String(value)}"`;
  const text = typeof value === "string" ? value : value instanceof Date ? value.toISOString() : value.join(" ");
  return `"${text.replace(FORMULA_START, "$1'").replaceAll('"', '""')}"`;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
