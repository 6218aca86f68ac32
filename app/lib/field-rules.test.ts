import { describe, expect, it } from "vitest";
import { bookingDetailsSchema } from "#app/areas/delivery/booking/booking-schema.ts";
import { fullNameField, optionalLine, personName, requiredLine } from "./field-rules.ts";

const MESSAGE = "Please use one line without tabs or control characters";
const messagesOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("names and addresses refuse control characters", () => {
  const fields = {
    "a full name": fullNameField,
    "a first name": personName("Please enter your first name", "First name must be at least 2 characters"),
    "a required line": requiredLine("Please enter the street address", 300),
    "an optional line": optionalLine(300),
  };

  it.each(Object.entries(fields))("%s: a tab, a line break, a bell, DEL, a C1 character, U+2028", (_, field) => {
    for (const bad of ["Maria\tLopez", "Maria\nLopez", "Maria\u0007", "Maria\u007f", "Maria\u0085", "Maria\u2028x"]) {
      expect(messagesOf(field.safeParse(bad))).toEqual([MESSAGE]);
    }
    expect(field.safeParse("María O'Brien-Núñez, Apt 2").success).toBe(true);
    // Surrounding white space is trimmed, not refused.
    expect(field.safeParse("  Maria Lopez\n").success).toBe(true);
  });

  it("names the field in a form's schema", () => {
    const result = bookingDetailsSchema.safeParse({ name: "Maria\rLopez" });
    expect(result.error?.issues.find((issue) => issue.path.join(".") === "name")?.message).toBe(MESSAGE);
  });
});
