import { describe, expect, it } from "vitest";
import type { DataSource } from "#app/content/data-source.ts";
import { productionReference } from "#app/content/solar-production.ts";
import {
  efficiencySourceGroup,
  methodSourceGroups,
  roofFactorsText,
  uncertainFigures,
  type SourceGroup,
} from "./method-sources.ts";

const source = (stale?: string): DataSource => ({
  title: "A source",
  url: "https://example.org/",
  sourceDate: "2026-01-01",
  checkedOn: "2026-11",
  basis: "official",
  ...(stale ? { stale } : {}),
});

describe("uncertainFigures", () => {
  it("lists exactly the flagged figures, in order, with their group and reason", () => {
    const groups: SourceGroup[] = [
      {
        heading: "Utility A",
        lines: [
          { figure: "Price 10¢", source: source("Not found") },
          { figure: "Credit 5¢", source: source() },
        ],
      },
      { heading: "CO2", lines: [{ figure: "0.25 kg/kWh", source: source("Third-party copy") }] },
    ];
    expect(uncertainFigures(groups)).toEqual([
      { heading: "Utility A", figure: "Price 10¢", reason: "Not found" },
      { heading: "CO2", figure: "0.25 kg/kWh", reason: "Third-party copy" },
    ]);
    expect(uncertainFigures([{ heading: "Sure", lines: [{ figure: "1", source: source() }] }])).toEqual([]);
  });

  it("flags the figures no current official source confirms: REU's rates, Shasta Lake's rates, CO2, production", () => {
    const headings = uncertainFigures(methodSourceGroups()).map((item) => `${item.heading}: ${item.figure}`);
    for (const expected of [/^Redding Electric Utility.*Energy price/, /^Redding Electric Utility.*Export credit/]) {
      expect(
        headings.some((text) => expected.test(text)),
        String(expected),
      ).toBe(true);
    }
    expect(headings.some((text) => text.startsWith("City of Shasta Lake"))).toBe(true);
    expect(headings.some((text) => text.startsWith("CO2"))).toBe(true);
    expect(headings.some((text) => text.startsWith("Production"))).toBe(true);
  });

  it("dates every figure the calculators show", () => {
    for (const group of [...methodSourceGroups(), efficiencySourceGroup()]) {
      for (const line of group.lines) {
        expect(line.source.checkedOn, line.figure).toMatch(/^\d{4}-\d{2}$/);
        expect(line.source.sourceDate, line.figure).not.toBe("");
      }
    }
  });
});

describe("the method text", () => {
  const production = () => methodSourceGroups().find((group) => group.heading === "Production")!;

  it("states the roof factors and the loss total as the production content holds them", () => {
    expect(roofFactorsText()).toBe(
      "southeast/southwest 96%, east/west 85%, flat 92%, steep 102%; light shade −10%, heavy shade −25%",
    );
    const figures = production().lines.map((line) => line.figure);
    expect(figures).toContainEqual(expect.stringContaining("(14.08% together)"));
    expect(figures).toContainEqual(expect.stringContaining(roofFactorsText()));
  });

  it("names the production check figure for what it is, not as a published reference", () => {
    const [table] = production().lines;
    expect(table!.figure).toContain(`checked against 1,441, ${productionReference.label}`);
    expect(table!.source.url).not.toContain("pvwatts.nrel.gov");
    expect(table!.source.basis).toBe("computed");
  });
});
