import { describe, expect, it } from "vitest";
import { claims } from "#app/content/claims.ts";
import { companyPromises } from "#app/content/company.ts";
import { collectCitations } from "./citations.ts";

describe("collectCitations", () => {
  it("numbers claims and promises in order of first appearance, once each", () => {
    const citations = collectCitations(
      [
        { claimIds: ["nbt-applies-pge", "nbt-load-shift-recovery"] },
        { claimIds: ["nbt-applies-pge", "psps-battery-backup"], promiseIds: ["orphaned-system-rescue"] },
      ],
      { claims, promises: companyPromises },
    );
    expect(citations.map((c) => [c.number, c.key])).toEqual([
      [1, "nbt-applies-pge"],
      [2, "nbt-load-shift-recovery"],
      [3, "psps-battery-backup"],
      [4, "orphaned-system-rescue"],
    ]);
  });
});
