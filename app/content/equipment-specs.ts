import { labelledValues } from "#app/lib/labelled-values.ts";
import type { DataSource } from "./data-source.ts";

// Specifications of the inverters, batteries and panels we install, each figure read in the manufacturer's datasheet
// cited beside it. An entry goes in only when every figure was read there (decision 0053).

/** The kinds of equipment listed, with the names the filter shows for each. */
export const { values: equipmentTypes, labels: equipmentTypeLabels } = labelledValues({
  inverter: "Inverters",
  battery: "Batteries",
  panel: "Panels",
});
export type EquipmentType = (typeof equipmentTypes)[number];

export interface EquipmentSpec {
  id: string;
  type: EquipmentType;
  make: string;
  model: string;
  /** AC output an inverter or battery sustains, or a panel's rated (STC) power, watts. */
  continuousPowerW: number;
  /** Short-term output (surge), watts, where the datasheet gives one in watts. */
  peakPowerW?: number;
  voltage: string;
  /** Usable energy of a battery, kWh. */
  capacityKwh?: number;
  efficiencyPercent: number;
  /** What the efficiency figure measures ("CEC weighted", "module", "round trip"). */
  efficiencyBasis: string;
  warrantyYears: number;
  source: DataSource;
}

/** The panel the panel-fit estimator starts from: its rating and its outline (1762 × 1134 mm = 2.00 m²). */
export const referencePanel = { watts: 440, areaSqFt: 21.5, outline: "1762 × 1134 mm" } as const;

export const equipmentSpecs: readonly EquipmentSpec[] = [
  {
    id: "tesla-powerwall-3",
    type: "battery",
    make: "Tesla",
    model: "Powerwall 3 (1707000)",
    continuousPowerW: 11_500,
    voltage: "120/240 V split phase",
    capacityKwh: 13.5,
    efficiencyPercent: 89,
    efficiencyBasis: "solar to battery to grid, round trip",
    warrantyYears: 10,
    source: {
      title: "Tesla, Powerwall 3 Datasheet (North America), copy filed with a City of Cupertino solar permit",
      url: "https://records.cupertino.org/WebLink/DocView.aspx?dbid=0&id=1181145&repo=CityofCupertino",
      sourceDate: "2023 edition",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  {
    id: "qcells-qtron-blk-s-g3r-440",
    type: "panel",
    make: "Qcells",
    model: `Q.TRON BLK S-G3R.12+ / BFG ${referencePanel.watts} W`,
    continuousPowerW: referencePanel.watts,
    voltage: "Voc 35.35 V (STC, minimum)",
    efficiencyPercent: 22,
    efficiencyBasis: "module, minimum at STC",
    warrantyYears: 25,
    source: {
      title: "Qcells, Data sheet Q.TRON BLK S-G3R.12+ / BFG 435-450, Rev04 (text copy of the PDF)",
      url: "https://github.com/ghassenhed/Technical_Sheets_RAG/blob/fc58147749832e206bcaf37419426957e3662774/RAG/app/native_pdf_data/output/datasheets/Qcells_Data_sheet_Q.TRON_BLK_S-G3R.12+-BFG_435-450_2025-08_Rev04_EN.md",
      sourceDate: "2025-08",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  {
    id: "qcells-qtron-s-g3r-455",
    type: "panel",
    make: "Qcells",
    model: "Q.TRON S-G3R.12+ / BFG 455 W",
    continuousPowerW: 455,
    voltage: "Voc 35.95 V (STC, minimum)",
    efficiencyPercent: 22.8,
    efficiencyBasis: "module, minimum at STC",
    warrantyYears: 25,
    source: {
      title: "Qcells, Data sheet Q.TRON S-G3R.12+ / BFG 440-455, Rev05 (text copy of the PDF)",
      url: "https://github.com/ghassenhed/Technical_Sheets_RAG/blob/fc58147749832e206bcaf37419426957e3662774/RAG/app/native_pdf_data/output/datasheets/Qcells_Data_sheet_Q.TRON_S-G3R.12+-BFG_440-455_2025-08_Rev05_EN.md",
      sourceDate: "2025-08",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  {
    id: "qcells-qtron-m-g3r-515",
    type: "panel",
    make: "Qcells",
    model: "Q.TRON M-G3R.12+ / BFG 515 W",
    continuousPowerW: 515,
    voltage: "Voc 40.60 V (STC, minimum)",
    efficiencyPercent: 23.2,
    efficiencyBasis: "module, minimum at STC",
    warrantyYears: 25,
    source: {
      title: "Qcells, Data sheet Q.TRON M-G3R.12+ / BFG 495-515, Rev02 (text copy of the PDF)",
      url: "https://github.com/ghassenhed/Technical_Sheets_RAG/blob/fc58147749832e206bcaf37419426957e3662774/RAG/app/native_pdf_data/output/datasheets/Qcells_Data_sheet_Q.TRON_M-G3R.12+-BFG_495-515_2025-08_Rev02_EN.md",
      sourceDate: "2025-08",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
];
