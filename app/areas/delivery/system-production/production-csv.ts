import { calendarDateRefusal } from "#app/lib/field-rules.ts";
import type { CsvSource } from "./production-values.ts";

/** A CSV as read (crm-import's reader): its headings, and each data row's number under them and its cells. */
export interface CsvRows {
  headings: string[];
  rows: ReadonlyArray<{ row: number; cells: string[] }>;
}

/** One day's production from a file: the row it starts on (the first of the day's intervals), its date and kWh. */
export interface DayReading {
  row: number;
  date: string;
  kWh: number;
}

export interface RowError {
  row: number;
  message: string;
}

/** What a file holds: its days, the rows that could not be read, and the rows with no figure (no data that time). */
export interface ReadFile {
  days: DayReading[];
  errors: RowError[];
  blankRows: number;
}

/**
 * Each format's columns (any of the names, any case) and unit. Enphase Enlighten's production export names its columns
 * `Date/Time` and `Energy Produced (Wh)`, one row per day or per 15-minute interval; SolarEdge's monitoring portal
 * `Time` (older exports `Measurement Time`) and `System Production (Wh)` (older `Production (Wh)`), per day or
 * interval; a plain file `date` and `kWh`, one row per day. Interval rows are added up into their day.
 */
export const csvFormats: Record<
  CsvSource,
  { date: string[]; energy: string[]; wattHours: boolean; intervals: boolean }
> = {
  enphase: { date: ["Date/Time"], energy: ["Energy Produced (Wh)"], wattHours: true, intervals: true },
  solaredge: {
    date: ["Time", "Measurement Time"],
    energy: ["System Production (Wh)", "Production (Wh)"],
    wattHours: true,
    intervals: true,
  },
  plain: { date: ["date"], energy: ["kWh"], wattHours: false, intervals: false },
};

/** The file's columns do not match its format: nothing in it can be read. */
export class WrongColumnsError extends Error {}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?:[ T].*)?$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/;
const NUMBER = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;

/**
 * The calendar day a cell names: "2026-10-01", "2026-10-01 00:00:00 -0700" (Enlighten), "10/01/2026" or
 * "10/01/2026 13:15" (both portals in US English). The day is the one written, the site's own: a time zone after it
 * is the site's and is not converted.
 */
export function dayOfCell(cell: string): string | undefined {
  const text = cell.trim();
  const iso = ISO_DATE.exec(text);
  const us = US_DATE.exec(text);
  const date = iso
    ? `${iso[1]}-${iso[2]}-${iso[3]}`
    : us
      ? `${us[3]}-${us[1]!.padStart(2, "0")}-${us[2]!.padStart(2, "0")}`
      : undefined;
  return date && !calendarDateRefusal(date) ? date : undefined;
}

/** A figure as a portal writes it ("2,956", "31.2"), or undefined when it is not a number. */
function numberOfCell(cell: string): number | undefined {
  const text = cell.trim();
  return NUMBER.test(text) ? Number(text.replaceAll(",", "")) : undefined;
}

function columnOf(headings: readonly string[], names: readonly string[]): number {
  const wanted = names.map((name) => name.toLowerCase());
  return headings.findIndex((heading) => wanted.includes(heading.trim().toLowerCase()));
}

/**
 * Reads a portal's export, or a plain file, into days. A row whose date or figure cannot be read, a negative figure,
 * or (in a plain file) a day given twice is an error naming its row; a row with a date and no figure is a time
 * with no data, counted and passed over. Throws WrongColumnsError when the file lacks its format's columns.
 */
export function readProductionCsv(file: CsvRows, source: CsvSource): ReadFile {
  const format = csvFormats[source];
  const dateColumn = columnOf(file.headings, format.date);
  const energyColumn = columnOf(file.headings, format.energy);
  if (dateColumn < 0 || energyColumn < 0) {
    throw new WrongColumnsError(
      `This is not a ${source === "plain" ? "plain" : source === "enphase" ? "Enphase" : "SolarEdge"} file: its first row must name the columns ${format.date[0]} and ${format.energy[0]}`,
    );
  }
  const days = new Map<string, DayReading>();
  const errors: RowError[] = [];
  let blankRows = 0;
  for (const { row, cells } of file.rows) {
    const date = dayOfCell(cells[dateColumn] ?? "");
    if (!date) {
      errors.push({ row, message: `${format.date[0]}: not a date we can read (use YYYY-MM-DD or MM/DD/YYYY)` });
      continue;
    }
    const cell = cells[energyColumn] ?? "";
    if (cell.trim() === "") {
      blankRows += 1;
      continue;
    }
    const figure = numberOfCell(cell);
    if (figure === undefined || figure < 0) {
      errors.push({ row, message: `${format.energy[0]}: must be a number of zero or more` });
      continue;
    }
    const kWh = format.wattHours ? figure / 1000 : figure;
    const day = days.get(date);
    if (!day) days.set(date, { row, date, kWh });
    else if (format.intervals) day.kWh += kWh;
    else errors.push({ row, message: `${date} is already on row ${day.row}` });
  }
  return {
    days: [...days.values()].map((day) => ({ ...day, kWh: Math.round(day.kWh * 1000) / 1000 })),
    errors,
    blankRows,
  };
}
