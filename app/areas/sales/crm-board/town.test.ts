import { describe, expect, it } from "vitest";
import { townOf } from "./town.ts";

describe("townOf", () => {
  it("reads the town before the state", () => {
    expect(townOf("1 Main St, Redding, CA 96001")).toBe("Redding");
    expect(townOf("Unit 4, 220 Lake Blvd, Shasta Lake, CA 96019")).toBe("Shasta Lake");
  });

  it("names no town for an address without one", () => {
    expect(townOf(null)).toBeUndefined();
    expect(townOf("1 Main St")).toBeUndefined();
    expect(townOf("1 Main St, Redding")).toBeUndefined();
  });
});
