import { describe, expect, it } from "vitest";
import { equipmentSpecs } from "#app/content/equipment-specs.ts";
import { faultCodes } from "#app/content/inverter-fault-codes.ts";
import { estimatePanelFit } from "./panel-fit.ts";
import { parseTechnicalDataQuery } from "./technical-data-params.ts";
import { filterEquipment, filterFaultCodes } from "./technical-data-search.ts";

describe("technical data search", () => {
  it("filters equipment by type and by every search word", () => {
    expect(filterEquipment(equipmentSpecs, "", "battery").every((spec) => spec.type === "battery")).toBe(true);
    expect(filterEquipment(equipmentSpecs, "tesla battery", "all").map((s) => s.id)).toEqual(["tesla-powerwall-3"]);
    expect(filterEquipment(equipmentSpecs, "tesla", "panel")).toEqual([]);
    expect(filterEquipment(equipmentSpecs, "qcells", "panel").map((s) => s.id)).toEqual([
      "qcells-qtron-blk-s-g3r-440",
      "qcells-qtron-s-g3r-455",
      "qcells-qtron-m-g3r-515",
    ]);
    expect(filterEquipment(equipmentSpecs, "", "all")).toHaveLength(equipmentSpecs.length);
  });

  it("lists only equipment whose every figure was read in a dated manufacturer datasheet", () => {
    for (const spec of equipmentSpecs) {
      expect(spec.source.stale, spec.id).toBeUndefined();
      expect(spec.source.basis, spec.id).toBe("official");
      expect(spec.source.url, spec.id).toMatch(/^https:\/\//);
      expect(spec.source.sourceDate, spec.id).toMatch(/\d{4}/);
      expect(spec.source.checkedOn, spec.id).toMatch(/^\d{4}-\d{2}$/);
    }
  });

  it("shows the Q.TRON M-G3R.12+ 515 W figures as its Rev02 data sheet gives them", () => {
    // Data sheet Q.TRON M-G3R.12+ / BFG 495-515, Rev02: 515 W class, Uoc 40.60 V and efficiency ≥ 23.2 % (minimum
    // at STC), "Inclusive 25-year product warranty".
    expect(equipmentSpecs.find((spec) => spec.id === "qcells-qtron-m-g3r-515")).toMatchObject({
      type: "panel",
      continuousPowerW: 515,
      voltage: "Voc 40.60 V (STC, minimum)",
      efficiencyPercent: 23.2,
      warrantyYears: 25,
      source: { sourceDate: "2025-08", url: expect.stringContaining("Q.TRON_M-G3R.12+-BFG_495-515_2025-08_Rev02") },
    });
  });

  it("finds fault codes by code, name or words of the meaning, case-insensitively", () => {
    expect(filterFaultCodes(faultCodes, "f63").map((f) => f.name)).toEqual(["Arc_Fault"]);
    expect(filterFaultCodes(faultCodes, "GROUND fault").length).toBeGreaterThan(1);
    expect(filterFaultCodes(faultCodes, "zzz-no-such-code")).toEqual([]);
  });

  it("lists only fault codes with a manufacturer source", () => {
    for (const fault of faultCodes) expect(fault.source.url).toMatch(/^https:\/\//);
  });

  it("parses the query with corrections and never throws", () => {
    const { values, notes } = parseTechnicalDataQuery(new URLSearchParams("q=%00F16%01&type=robot&usable=150"));
    expect(values).toMatchObject({ q: "F16", type: "all", usable: 100 });
    expect(notes.map((n) => n.param)).toEqual(["type", "usable"]);
  });
});

describe("estimatePanelFit", () => {
  it("fits whole panels into the usable area", () => {
    // 600 ft² × 60% = 360 ft²; 360 / 21 = 17.1 → 17 panels × 430 W = 7.31 kW
    expect(estimatePanelFit(600, 60, 430, 21)).toEqual({ panelCount: 17, systemKw: 7.31 });
    expect(estimatePanelFit(0, 60, 430, 21)).toEqual({ panelCount: 0, systemKw: 0 });
  });

  it("starts from the listed reference panel: 600 ft² × 60% = 360 ft²; 360 / 21.5 = 16.7 → 16 × 440 W = 7.04 kW", () => {
    const { values } = parseTechnicalDataQuery(new URLSearchParams());
    expect(estimatePanelFit(values.roofArea, values.usable, values.panelWatts, values.panelArea)).toEqual({
      panelCount: 16,
      systemKw: 7.04,
    });
    expect(equipmentSpecs.find((spec) => spec.type === "panel")?.continuousPowerW).toBe(values.panelWatts);
  });
});
