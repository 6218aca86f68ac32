import { describe, expect, it } from "vitest";
import { dealSchema } from "./deal-schema.ts";

describe("dealSchema", () => {
  it("leaves out what was not sent and clears what was sent empty", () => {
    expect(dealSchema.parse({ waitingOn: "customer" })).toEqual({ waitingOn: "customer" });
    expect(dealSchema.parse({ amountCents: null, utility: "" })).toEqual({ amountCents: null, utility: null });
  });

  it("reads cents from the API and dollars from the form", () => {
    expect(dealSchema.parse({ amountCents: 2_450_000 }).amountCents).toBe(2_450_000);
    expect(dealSchema.parse({ amountCents: "$24,500.5" }).amountCents).toBe(2_450_050);
    expect(dealSchema.parse({ systemSizeKw: "8.4", batteryKwh: 13.5 })).toEqual({
      systemSizeKw: 8.4,
      batteryKwh: 13.5,
    });
  });

  it("refuses amounts, sizes and dates out of range, naming the field", () => {
    for (const input of [
      { amountCents: -1 },
      { amountCents: 12.5 },
      { amountCents: 1_000_000_001 },
      { amountCents: "lots" },
      { systemSizeKw: "-2" },
      { batteryKwh: 10_001 },
      { expectedCloseOn: "2026-02-30" },
      { expectedCloseOn: "2150-01-01" },
      { waitingOn: "the moon" },
      { utility: "edison" },
    ]) {
      const result = dealSchema.safeParse(input);
      expect(result.success, JSON.stringify(input)).toBe(false);
      expect(result.error!.issues[0]!.path).toEqual(Object.keys(input));
    }
  });
});
