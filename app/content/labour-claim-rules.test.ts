import { describe, expect, it } from "vitest";
import { claimDeadline, labourClaimRuleFor } from "./labour-claim-rules.ts";

describe("the labour claim rules", () => {
  it("give Enphase its own rule, an RMA first and 3 months, whatever its name's case and suffix", () => {
    for (const make of ["Enphase", "ENPHASE ENERGY", " enphase energy, inc. "]) {
      expect(labourClaimRuleFor(make)).toMatchObject({ id: "enphase", claimWithinMonths: 3, rmaFirst: true });
    }
  });

  it("give any other manufacturer the default rule: 3 months, no RMA first", () => {
    expect(labourClaimRuleFor("SolarEdge")).toMatchObject({ id: "default", claimWithinMonths: 3, rmaFirst: false });
  });

  it("end 3 calendar months after the replacement, on the month's last day where it has no such day", () => {
    expect(claimDeadline("2026-03-15", 3)).toBe("2026-06-15");
    expect(claimDeadline("2026-11-30", 3)).toBe("2027-02-28");
    expect(claimDeadline("2027-11-30", 3)).toBe("2028-02-29");
    expect(claimDeadline("2026-10-31", 3)).toBe("2027-01-31");
    expect(claimDeadline("2026-12-31", 3)).toBe("2027-03-31");
  });
});
