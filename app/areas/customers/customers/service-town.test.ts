import { describe, expect, it } from "vitest";
import { townOfAddress } from "./service-town.ts";

describe("townOfAddress", () => {
  it("finds the service-area town an address names, with the utility serving it", () => {
    expect(townOfAddress("1450 Court St, Redding, CA 96001")).toEqual({ town: "Redding", utility: "reu" });
    expect(townOfAddress("4400 Shasta Dam Blvd, shasta lake, CA")).toEqual({
      town: "Shasta Lake",
      utility: "shasta-lake",
    });
    expect(townOfAddress("9 Main St, Weaverville")).toEqual({ town: "Weaverville", utility: "trinity" });
    expect(townOfAddress("22 Oak Rd, Palo Cedro CA")).toEqual({ town: "Palo Cedro", utility: "pge" });
  });

  it("takes the town named last, after a street named for another town", () => {
    expect(townOfAddress("12 Redding Ave, Anderson, CA")).toEqual({ town: "Anderson", utility: "pge" });
  });

  it("names no town for an address outside the service area, a part of a word, or none", () => {
    expect(townOfAddress("1 Market St, San Francisco")).toBeNull();
    expect(townOfAddress("5 Reddingham Way, Chico")).toBeNull();
    expect(townOfAddress(null)).toBeNull();
  });
});
