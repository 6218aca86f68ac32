import { describe, expect, it } from "vitest";
import { markdownSections } from "./markdown-sections.ts";
import { codesIn, codeTerms, PASSAGE_MAX_CHARS, toPassages } from "./passages.ts";

describe("code words", () => {
  it("keeps a hyphenated model number whole, joined at each part, and its lettered parts", () => {
    expect(codeTerms("Use the IQ8PLUS-72-2-US here")).toEqual(
      expect.arrayContaining(["iq8plus", "iq8plus72", "iq8plus722", "iq8plus722us", "us"]),
    );
    expect(codeTerms("SE7600H-US")).toEqual(expect.arrayContaining(["se7600h", "se7600hus"]));
    expect(codesIn("Is SE7600H-US or DS-7604 or F16 or E-TOU-C on 2026-03-01 at 13.5 kWh?")).toEqual([
      "se7600hus",
      "ds7604",
      "f16",
      "etouc",
    ]);
  });
});

describe("passages", () => {
  it("keeps the heading path below the title, and does not repeat a top heading equal to the title", () => {
    const sections = markdownSections(
      "# Guide\n\nIntro.\n\n## Care\n\n### Winter\n\nRinse **gently**.\n\n| a | b |\n|---|---|\n| 1 | 2 |",
    );
    expect(toPassages("Guide", sections)).toEqual([
      { position: 0, headingPath: "Guide", page: null, body: "Intro.", codes: "" },
      { position: 1, headingPath: "Guide › Care › Winter", page: null, body: "Rinse gently.\na — b\n1 — 2", codes: "" },
    ]);
  });

  it("cuts any text into passages no longer than the limit, a run without spaces included", () => {
    const text = `${"word ".repeat(3000)}\n\n${"x".repeat(5000)}`;
    const passages = toPassages("Big", [{ headings: [], page: 3, text }]);
    expect(Math.max(...passages.map((passage) => passage.body.length))).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    expect(
      passages
        .map((passage) => passage.body)
        .join("")
        .replace(/\s/g, "").length,
    ).toBe(4 * 3000 + 5000);
    expect(new Set(passages.map((passage) => passage.page))).toEqual(new Set([3]));
  });
});
