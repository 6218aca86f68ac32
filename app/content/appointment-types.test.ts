import { describe, expect, it } from "vitest";
import { appointmentTypes, appointmentTypeSlugs } from "./appointment-types.ts";

describe("appointment types", () => {
  it("describe each bookable slug once, in the order offered", () => {
    expect(appointmentTypes.map((type) => type.slug)).toEqual([...appointmentTypeSlugs]);
  });
});
