import { readFileSync } from "node:fs";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { dayOfCell, readProductionCsv, WrongColumnsError, type CsvRows } from "./production-csv.ts";

/** A fixture as the upload's reader hands it over: headings, and data rows numbered from 1. */
function rowsOf(name: string): CsvRows {
  const text = readFileSync(new URL(`./fixtures/${name}`, import.meta.url), "utf8");
  const [headings, ...rest] = Papa.parse<string[]>(text.trim(), {}).data;
  return { headings: headings!, rows: rest.map((cells, index) => ({ row: index + 1, cells })) };
}

describe("the production CSV formats", () => {
  it("read Enphase Enlighten's daily export in Wh, thousands separators included", () => {
    const file = readProductionCsv(rowsOf("enphase-daily.csv"), "enphase");
    expect(file.errors).toEqual([]);
    expect(file.days).toEqual([
      { row: 1, date: "2026-10-01", kWh: 31.24 },
      { row: 2, date: "2026-10-02", kWh: 30.87 },
      { row: 3, date: "2026-10-03", kWh: 12.415 },
      { row: 4, date: "2026-10-04", kWh: 29.96 },
      { row: 5, date: "2026-10-05", kWh: 0 },
    ]);
  });

  it("add SolarEdge's quarter-hour intervals into days and pass over an interval with no figure", () => {
    const file = readProductionCsv(rowsOf("solaredge-quarter-hours.csv"), "solaredge");
    expect(file.errors).toEqual([]);
    expect(file.days).toEqual([
      { row: 1, date: "2026-10-01", kWh: 27.998 },
      { row: 97, date: "2026-10-02", kWh: 25.198 },
    ]);
    expect(file.blankRows).toBe(1);
  });

  it("read a plain date,kWh file", () => {
    expect(readProductionCsv(rowsOf("plain.csv"), "plain").days.map((day) => day.kWh)).toEqual([31.2, 30.9, 29.4]);
  });

  it("name every bad row of a malformed file: a figure, a date, a repeated day, a negative", () => {
    const file = readProductionCsv(rowsOf("plain-malformed.csv"), "plain");
    expect(file.errors).toEqual([
      { row: 2, message: "kWh: must be a number of zero or more" },
      { row: 3, message: "date: not a date we can read (use YYYY-MM-DD or MM/DD/YYYY)" },
      { row: 4, message: "2026-10-01 is already on row 1" },
      { row: 5, message: "kWh: must be a number of zero or more" },
    ]);
  });

  it("refuse a file of another format as a whole", () => {
    expect(() => readProductionCsv(rowsOf("plain.csv"), "enphase")).toThrow(WrongColumnsError);
    expect(() => readProductionCsv(rowsOf("enphase-daily.csv"), "solaredge")).toThrow(
      "its first row must name the columns Time and System Production (Wh)",
    );
  });

  it("read the portals' date shapes and refuse days that do not exist", () => {
    expect(dayOfCell("2026-10-01 00:00:00 -0700")).toBe("2026-10-01");
    expect(dayOfCell("3/7/2026 13:15")).toBe("2026-03-07");
    expect(dayOfCell("02/29/2026")).toBeUndefined();
    expect(dayOfCell("02/29/2028")).toBe("2028-02-29");
    expect(dayOfCell("yesterday")).toBeUndefined();
  });
});
