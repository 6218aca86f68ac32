import { describe, expect, it } from "vitest";
import { consultationSchema } from "#app/areas/sales/leads/index.ts";
import { fieldOrder, formSteps, stepOf } from "./steps.ts";

describe("form steps", () => {
  it("are SPEC §2's four steps", () => {
    expect(formSteps.map((step) => step.title)).toEqual([
      "Contact Information",
      "Property Details",
      "Service Requirements",
      "Additional Information",
    ]);
  });

  it("place every field of the schema on exactly one step", () => {
    expect([...fieldOrder].sort()).toEqual(Object.keys(consultationSchema.shape).sort());
    expect(new Set(fieldOrder).size).toBe(fieldOrder.length);
    expect(stepOf("phone")).toBe(0);
    expect(stepOf("numberOfBoatSlips")).toBe(1);
    expect(stepOf("serviceNeeded")).toBe(2);
    expect(stepOf("subscribeToNewsletter")).toBe(3);
  });
});
