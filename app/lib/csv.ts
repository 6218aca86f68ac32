/** Excel reads a file as UTF-8 only when it starts with a byte-order mark. */
export const CSV_BOM = "\uFEFF";

/** A spreadsheet treats a cell starting with one of these as a formula (or strips it and then does). */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

export type CsvValue = string | number | boolean | Date | readonly string[] | null | undefined;

/**
 * One RFC 4180 cell. Text that a spreadsheet would run as a formula is neutralised
 * with a leading single quote (OWASP's advice); dates are ISO 8601 in UTC; a list is
 * one cell, its items separated by spaces.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  let text = typeof value === "string" ? value : value instanceof Date ? value.toISOString() : value.join(" ");
  if (FORMULA_TRIGGER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
