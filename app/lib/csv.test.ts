import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvRow } from "./csv.ts";

describe("csvCell", () => {
  it("writes a list as one cell, its items separated by spaces", () => {
    expect(csvCell(["missing_start_time", "fast_fill"])).toBe('"missing_start_time fast_fill"');
    expect(csvCell([])).toBe('""');
  });

  it("neutralises every formula trigger at the start with a leading quote", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe('"\'=HYPERLINK(""http://evil.example"")"');
    expect(csvCell("+1 530 555 0142")).toBe('"\'+1 530 555 0142"');
    expect(csvCell("-2+3")).toBe('"\'-2+3"');
    expect(csvCell("@SUM(A1)")).toBe('"\'@SUM(A1)"');
  });

  it("neutralises a leading tab or carriage return, which a spreadsheet strips", () => {
    expect(csvCell("\tplain")).toBe('"\'\tplain"');
    expect(csvCell("\rplain")).toBe('"\'\rplain"');
    expect(csvCell("\t=1+1")).toBe('"\t\'=1+1"');
  });

  it("neutralises a trigger after a comma, semicolon, tab or line break, where another separator starts a cell", () => {
    expect(csvCell("Bob;=cmd|' /C calc'!A0")).toBe("\"Bob;'=cmd|' /C calc'!A0\"");
    expect(csvCell("Bob\t=1+1")).toBe('"Bob\t\'=1+1"');
    expect(csvCell("Bob,@SUM(A1)")).toBe('"Bob,\'@SUM(A1)"');
    expect(csvCell("first\n+1\r-1")).toBe("\"first\n'+1\r'-1\"");
    expect(csvCell("a;;=b")).toBe('"a;;\'=b"');
  });

  it("leaves ordinary text alone, triggers inside it included", () => {
    expect(csvCell("Jane Doe")).toBe('"Jane Doe"');
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell("jane@example.com")).toBe('"jane@example.com"');
    expect(csvCell("Redding; CA")).toBe('"Redding; CA"');
    expect(csvCell("roof - south")).toBe('"roof - south"');
  });

  it("quotes every cell, doubling quotes inside", () => {
    expect(csvCell("Redding, CA")).toBe('"Redding, CA"');
    expect(csvCell('the "big" roof')).toBe('"the ""big"" roof"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("writes empty cells, numbers (negative ones as numbers), booleans and dates", () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell("")).toBe('""');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(-12.5)).toBe('"-12.5"');
    expect(csvCell(false)).toBe('"false"');
    expect(csvCell(new Date("2025-03-04T18:00:00Z"))).toBe('"2025-03-04T18:00:00.000Z"');
  });

  it("keeps non-ASCII text as it is", () => {
    expect(csvCell("José Núñez — 日本")).toBe('"José Núñez — 日本"');
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvRow(["SR-1", "Jane, Doe", null, 3])).toBe('"SR-1","Jane, Doe","","3"\r\n');
  });

  it("has a UTF-8 byte-order mark to start the file", () => {
    expect(Buffer.from(CSV_BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
