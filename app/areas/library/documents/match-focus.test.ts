import { describe, expect, it } from "vitest";
import { matchFocus } from "./match-focus.ts";

// Three words of a question: "office" (weight 1), "hours" (1) and "sunday" (2).
const terms = [
  { term: 0, weight: 1, code: false },
  { term: 1, weight: 1, code: false },
  { term: 2, weight: 2, code: false },
];
const body = (term: number, ...positions: number[]) => ({ term, positions, weights: positions.map(() => "B") });

describe("a passage's focus on a question", () => {
  it("is the whole question when its words stand together", () => {
    expect(matchFocus(terms, [body(0, 10), body(1, 11), body(2, 14)], 1, 24)).toBe(1);
  });

  it("counts only the most weight found within the window when the words are scattered", () => {
    // "sunday" 100 positions away from "office hours": the best window holds it alone (2 of 4).
    expect(matchFocus(terms, [body(0, 10), body(1, 11), body(2, 111)], 1, 24)).toBe(0.5);
    expect(matchFocus(terms, [body(0, 10), body(1, 40), body(2, 70)], 1, 24)).toBe(0.5);
  });

  it("counts words of the heading path wherever the others stand, and codes wherever they are", () => {
    const heading = { term: 2, positions: [1, 90], weights: ["A", "B"] };
    expect(matchFocus(terms, [body(0, 10), body(1, 60), heading], 1, 24)).toBe(0.75);
    // A code of weight 4 beside the three words: coverage counts it, the word places do not hold it.
    const withCode = [...terms, { term: 3, weight: 4, code: true }];
    expect(matchFocus(withCode, [body(0, 10)], 5 / 8, 24)).toBe(5 / 8);
  });

  it("is nothing for a question of no weight", () => {
    expect(matchFocus([], [], 0, 24)).toBe(0);
  });
});
