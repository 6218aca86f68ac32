import { describe, expect, it } from "vitest";
import { responsePromise } from "./service-promise.ts";

describe("the response a ticket promises, in words", () => {
  it("says office hours for a repair, and which hours those are", () => {
    expect(responsePromise("repair")).toBe(
      "We will contact you within 4 hours of office time (our office hours are Monday to Friday, 8 am to 5 pm Pacific Time, except holidays).",
    );
  });

  it("says one office day for a normal warranty question", () => {
    expect(responsePromise("warranty")).toMatch(/^We will contact you within one office day \(/);
  });

  it("promises an emergency 2 hours day or night", () => {
    expect(responsePromise("emergency")).toBe(
      "We will contact you within 2 hours, day or night. For danger now, call (530) 555-0142 as well.",
    );
  });
});
