import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN, newReference } from "./reference.server.ts";

describe("newReference", () => {
  it("makes SR- and six characters without 0, O, 1 or I", () => {
    const references = Array.from({ length: 2_000 }, newReference);
    for (const reference of references) {
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.slice(3)).not.toMatch(/[01OI]/);
    }
    expect(new Set(references).size).toBeGreaterThan(1_990);
  });
});
