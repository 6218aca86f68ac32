import { describe, expect, it } from "vitest";
import { toQuery } from "#app/lib/query-params.ts";
import { parseRoiQuery, roiInputs, roiParams } from "./roi-params.ts";
import { suggestUtility } from "./utility-suggestion.ts";

const parse = (query: string) => parseRoiQuery(new URLSearchParams(query));

describe("parseRoiQuery", () => {
  it("gives the defaults for an empty query, without notes", () => {
    const { values, notes } = parse("");
    expect(values).toMatchObject({ utility: "reu", bill: 220, size: null, battery: 0, usage: null, sgip: false });
    expect(notes).toEqual([]);
  });

  it("clamps out-of-range numbers to the nearest valid value and says so", () => {
    const { values, notes } = parse("bill=99999&degradation=0.1&battery=-5");
    expect(values.bill).toBe(2000);
    expect(values.degradation).toBe(0.25);
    expect(values.battery).toBe(0);
    expect(notes.map((n) => n.param)).toEqual(["bill", "battery", "degradation"]);
    expect(notes[0]!.message).toBe("Average monthly bill: the highest we accept is 2,000, so we used it.");
  });

  it("replaces what is not a number or not a choice by the default, with a note", () => {
    const { values, notes } = parse("bill=lots&utility=edison&orientation=north&size=big");
    expect(values).toMatchObject({ bill: 220, utility: "reu", orientation: "s", size: null });
    expect(notes).toHaveLength(4);
    expect(notes.find((n) => n.param === "bill")!.message).toContain('"lots" is not a number');
  });

  it("reads dollar signs, thousands separators and percent signs", () => {
    expect(parse("bill=%241%2C200&apr=6.5%25").values).toMatchObject({ bill: 1200, apr: 6.5 });
  });

  it("takes 12 monthly kWh figures, and refuses any other count", () => {
    const twelve = "900,800,700,600,700,1200,1600,1500,1100,700,700,900";
    expect(parse(`usage=${twelve}`).values.usage).toHaveLength(12);
    const eleven = parse("usage=1,2,3,4,5,6,7,8,9,10,11");
    expect(eleven.values.usage).toBeNull();
    expect(eleven.notes[0]!.param).toBe("usage");
  });

  it("rounds loan terms and inverter years to whole years", () => {
    const { values, notes } = parse("term=12.6&inverterYear=9.2");
    expect(values).toMatchObject({ term: 13, inverterYear: 9 });
    expect(notes).toHaveLength(2);
  });

  it("never throws on hostile bytes", () => {
    for (const query of [
      "bill=%00",
      "utility=%F0%9F%98%80",
      `place=${"x".repeat(10_000)}`,
      "usage=,,,,",
      "bill=1e400",
    ]) {
      expect(() => parse(query)).not.toThrow();
    }
    expect(parse(`place=${"x".repeat(10_000)}`).values.place.length).toBeLessThanOrEqual(40);
  });

  it("uses the utility suggested by a ZIP code or town unless one is chosen", () => {
    expect(parse("place=96007").values.utility).toBe("pge");
    expect(parse("place=Shasta%20Lake").values.utility).toBe("shasta-lake");
    expect(parse("place=96007&utility=reu").values.utility).toBe("reu");
    expect(suggestUtility("Weaverville")).toBe("trinity");
    expect(suggestUtility("Sacramento")).toBeNull();
  });

  it("suggests PG&E elsewhere in Shasta and Tehama counties, by ZIP code or town", () => {
    for (const place of ["96022", "96080", "96088", "96028", "Red Bluff", "Los  Molinos", "FALL RIVER MILLS", "Igo"]) {
      expect(suggestUtility(place), place).toBe("pge");
    }
    expect(suggestUtility("96002")).toBe("reu");
    expect(suggestUtility("96019")).toBe("shasta-lake");
  });

  it("round-trips through the query string", () => {
    const { values } = parse("utility=pge&bill=310&battery=13.5&size=6.2&sgip=1&lease=180");
    expect(parse(toQuery(roiParams, values)).values).toEqual(values);
  });
});

describe("roiInputs", () => {
  it("uses the visitor's own rates only for utilities we hold none for", () => {
    const other = roiInputs(parse("utility=other&importPrice=0.25&exportCredit=0.04").values);
    expect(other.tariff.summer.peak).toBe(25);
    expect(other.tariff.exportCreditCents).toBe(4);
    const reu = roiInputs(parse("utility=reu&importPrice=0.25").values);
    expect(reu.tariff.summer.peak).toBe(17);
  });
});
