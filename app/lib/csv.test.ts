import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv.ts";

describe("csvCell", () => {
  it("writes a list as one cell, its items separated by spaces", () => {
    expect(csvCell(["missing_start_time", "fast_fill"])).toBe("missing_start_time fast_fill");
    expect(csvCell([])).toBe("");
  });

  it("neutralises every formula trigger with a leading quote", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell("+1 530 555 0142")).toBe("'+1 530 555 0142");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
  });

  it("leaves ordinary text alone, triggers inside it included", () => {
    expect(csvCell("Jane Doe")).toBe("Jane Doe");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("jane@example.com")).toBe("jane@example.com");
  });

  it("quotes commas, quotes, line breaks and edge spaces", () => {
    expect(csvCell("Redding, CA")).toBe('"Redding, CA"');
    expect(csvCell('the "big" roof')).toBe('"the ""big"" roof"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("writes empty cells, numbers, booleans and dates", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(new Date("2025-03-04T18:00:00Z"))).toBe("2025-03-04T18:00:00.000Z");
  });

  it("keeps non-ASCII text as it is", () => {
    expect(csvCell("José Núñez — 日本")).toBe("José Núñez — 日本");
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["SR-1", "Jane, Doe", null, 3])).toBe('SR-1,"Jane, Doe",,3\r\n');
  });

  it("has a UTF-8 byte-order mark to start the file", () => {
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
