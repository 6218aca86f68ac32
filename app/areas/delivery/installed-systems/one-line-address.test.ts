import { describe, expect, it } from "vitest";
import { readOneLineAddress } from "./one-line-address.ts";

describe("readOneLineAddress", () => {
  it("reads street, city, state and ZIP from a line ending in 'City, ST 12345'", () => {
    expect(readOneLineAddress("1450 Placer St, Redding, CA 96001", null)).toEqual({
      line1: "1450 Placer St",
      line2: null,
      city: "Redding",
      state: "CA",
      postalCode: "96001",
    });
    expect(readOneLineAddress("2 Marina Way, Dock B, Shasta Lake, ca 96019-1234", "Redding")).toEqual({
      line1: "2 Marina Way",
      line2: "Dock B",
      city: "Shasta Lake",
      state: "CA",
      postalCode: "96019",
    });
  });

  it("keeps any other line whole as the street, with the customer's town and no ZIP code", () => {
    expect(readOneLineAddress("Ranch at the end of Oak Run Rd", "Oak Run")).toEqual({
      line1: "Ranch at the end of Oak Run Rd",
      line2: null,
      city: "Oak Run",
      state: "CA",
      postalCode: null,
    });
  });
});
