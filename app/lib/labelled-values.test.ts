import { describe, expect, it } from "vitest";
import { labelledValues } from "./labelled-values.ts";

describe("labelledValues", () => {
  it("lists the values in the order they were written, with their labels", () => {
    const { values, labels } = labelledValues({ booked: "Booked", no_show: "No-show", done: "Done" });
    expect(values).toEqual(["booked", "no_show", "done"]);
    expect(labels.no_show).toBe("No-show");
  });

  it("refuses an empty vocabulary", () => {
    expect(() => labelledValues({})).toThrow("at least one value");
  });
});
