import type { DataSource } from "./data-source.ts";

// Specifications of the inverters, batteries and panels we install, from each manufacturer's datasheet.

export const equipmentTypes = ["inverter", "battery", "panel"] as const;
export type EquipmentType = (typeof equipmentTypes)[number];

export interface EquipmentSpec {
  id: string;
  type: EquipmentType;
  make: string;
  model: string;
  /** AC output an inverter or battery sustains, or a panel's rated (STC) power, watts. */
  continuousPowerW: number;
  /** Short-term output (surge), watts, where the datasheet gives one. */
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

const datasheet = (title: string, url: string): DataSource => ({
  title,
  url,
  sourceDate: "current datasheet",
  checkedOn: "2026-11",
  basis: "official",
  stale: "Not re-read against the datasheet when this list was compiled (no web access); confirm before relying on it.",
});

export const equipmentSpecs: readonly EquipmentSpec[] = [
  {
    id: "enphase-iq8plus",
    type: "inverter",
    make: "Enphase",
    model: "IQ8+ microinverter (IQ8PLUS-72-2-US)",
    continuousPowerW: 290,
    peakPowerW: 300,
    voltage: "240 V split phase (211-264 V)",
    efficiencyPercent: 97,
    efficiencyBasis: "CEC weighted",
    warrantyYears: 25,
    source: datasheet(
      "Enphase IQ8 Series Microinverters data sheet",
      "https://enphase.com/download/iq8-series-microinverters-data-sheet",
    ),
  },
  {
    id: "solaredge-se7600h",
    type: "inverter",
    make: "SolarEdge",
    model: "Home Wave string inverter SE7600H-US",
    continuousPowerW: 7600,
    voltage: "240 V split phase",
    efficiencyPercent: 99,
    efficiencyBasis: "CEC weighted",
    warrantyYears: 12,
    source: datasheet(
      "SolarEdge single phase inverter with HD-Wave technology datasheet",
      "https://www.solaredge.com/us/products/residential/home-wave-inverter",
    ),
  },
  {
    id: "sol-ark-12k",
    type: "inverter",
    make: "Sol-Ark",
    model: "12K-2P hybrid inverter",
    continuousPowerW: 9000,
    voltage: "120/240 V split phase AC; 48 V nominal battery (43-63 V)",
    efficiencyPercent: 96.5,
    efficiencyBasis: "CEC weighted",
    warrantyYears: 10,
    source: datasheet(
      "Sol-Ark 12K Install Guide & Owner's Manual, spec sheet (June 30, 2022)",
      "https://www.manualshelf.com/manual/sol-ark/12k-p/12k-manual-english.html",
    ),
  },
  {
    id: "tesla-powerwall-3",
    type: "battery",
    make: "Tesla",
    model: "Powerwall 3",
    continuousPowerW: 11_500,
    voltage: "120/240 V split phase",
    capacityKwh: 13.5,
    efficiencyPercent: 89,
    efficiencyBasis: "solar to battery to home",
    warrantyYears: 10,
    source: datasheet("Tesla Powerwall 3 datasheet", "https://www.tesla.com/powerwall"),
  },
  {
    id: "enphase-iq-battery-5p",
    type: "battery",
    make: "Enphase",
    model: "IQ Battery 5P",
    continuousPowerW: 3840,
    peakPowerW: 7680,
    voltage: "240 V split phase",
    capacityKwh: 5,
    efficiencyPercent: 90,
    efficiencyBasis: "round trip",
    warrantyYears: 15,
    source: datasheet("Enphase IQ Battery 5P data sheet", "https://enphase.com/download/iq-battery-5p-data-sheet"),
  },
  {
    id: "rec-alpha-pure-r-430",
    type: "panel",
    make: "REC",
    model: "Alpha Pure-R 430 W",
    continuousPowerW: 430,
    voltage: "Voc about 59 V",
    efficiencyPercent: 22.3,
    efficiencyBasis: "module",
    warrantyYears: 25,
    source: datasheet("REC Alpha Pure-R series datasheet", "https://www.recgroup.com/en/products/rec-alpha-pure-r"),
  },
  {
    id: "qcells-qtron-430",
    type: "panel",
    make: "Qcells",
    model: "Q.TRON BLK M-G2+ 430 W",
    continuousPowerW: 430,
    voltage: "Voc about 39 V",
    efficiencyPercent: 22,
    efficiencyBasis: "module",
    warrantyYears: 25,
    source: datasheet("Qcells Q.TRON BLK M-G2+ series datasheet", "https://www.qcells.com/us/get-started/products"),
  },
];
