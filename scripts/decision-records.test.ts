import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const folder = "docs/decisions";
const records = readdirSync(folder)
  .filter((name) => /^\d{4}-.+\.md$/.test(name))
  .map((file) => {
    const lines = readFileSync(`${folder}/${file}`, "utf8").split("\n");
    return { file, number: file.slice(0, 4), title: lines[0] ?? "", statusLine: lines[2] ?? "" };
  });
const index = readFileSync(`${folder}/README.md`, "utf8");

/** The numbers a status line says this record amends or supersedes ("Amends 0047", "Supersedes the payment part of 0039"). */
function changedBy(statusLine: string): string[] {
  const clauses = statusLine.split(/(?<=\.)\s|;/).filter((clause) => /^\s*(Amends|Supersedes)\b/.test(clause));
  return clauses.flatMap((clause) => clause.match(/\b\d{4}\b/g) ?? []);
}

describe("decision records", () => {
  it("are numbered once each and titled with their number", () => {
    expect(new Set(records.map((record) => record.number)).size).toBe(records.length);
    for (const record of records) expect(record.title, record.file).toMatch(new RegExp(`^# ${record.number} \\S`));
  });

  it("each say their date and status on the line after the title", () => {
    for (const record of records) {
      expect(record.statusLine, record.file).toMatch(
        /^Date: \d{4}-\d{2}-\d{2}\. Status: (proposed|accepted|superseded|deprecated)\b/,
      );
    }
  });

  it("are each listed in the index", () => {
    for (const record of records) expect(index, record.file).toContain(`](${record.file})`);
  });

  it("that amend or supersede another are linked back from it", () => {
    const byNumber = new Map(records.map((record) => [record.number, record]));
    const links = records.flatMap((record) => changedBy(record.statusLine).map((target) => ({ record, target })));
    expect(links.length).toBeGreaterThan(0);
    for (const { record, target } of links) {
      expect(byNumber.get(target)?.statusLine ?? `(no record ${target})`, `${target} ← ${record.file}`).toContain(
        record.number,
      );
    }
  });
});
