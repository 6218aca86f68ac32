import type { DataSource } from "./data-source.ts";

// Efficiency upgrades the savings calculator compares with solar, each with the typical saving its source states.
// Where the source gives a range, the calculator uses its low end.

export const efficiencyMeasureIds = [
  "led",
  "heatPumpWaterHeater",
  "smartThermostat",
  "poolPump",
  "airSealing",
] as const;
export type EfficiencyMeasureId = (typeof efficiencyMeasureIds)[number];

export interface EfficiencyMeasure {
  id: EfficiencyMeasureId;
  label: string;
  typicalSaving: string;
  source: DataSource;
}

export const efficiencyMeasures: Readonly<Record<EfficiencyMeasureId, EfficiencyMeasure>> = {
  led: {
    id: "led",
    label: "LED bulbs instead of incandescent",
    typicalSaving: "at least 75% less energy per bulb, lasting about 25 times longer",
    source: {
      title: "U.S. Department of Energy on LED lighting, as republished by AECC",
      url: "https://aecc.com/faqs/energy-savings/",
      sourceDate: "undated",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  heatPumpWaterHeater: {
    id: "heatPumpWaterHeater",
    label: "Heat-pump water heater instead of an electric tank",
    typicalSaving: "1,350 kWh a year for 2 people up to 4,040 kWh for 6 (about $550 a year for a family of four)",
    source: {
      title: "ENERGY STAR, Ask the Expert: Hot Savings with ENERGY STAR Certified Water Heaters",
      url: "https://www.energystar.gov/products/ask-the-experts/is-a-heat-pump-water-heater-right-for-your-home",
      sourceDate: "2024-02-02",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  smartThermostat: {
    id: "smartThermostat",
    label: "ENERGY STAR smart thermostat",
    typicalSaving: "about 8% of heating and cooling energy",
    source: {
      title: "GSA Sustainable Facilities Tool, citing EPA ENERGY STAR, Smart Thermostats",
      url: "https://sftool.gov/greenprocurement/green-products/24/hvacmechanical/1754/smart-thermostats/0?addon=False",
      sourceDate: "2017-09-18",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
  poolPump: {
    id: "poolPump",
    label: "Variable-speed pool pump instead of a single-speed one",
    typicalSaving: "30-72% of the pump's energy (over $300 a year on average)",
    source: {
      title: "ENERGY STAR, Pool Pumps (archived) and partner update on the pool pump specification",
      url: "https://webarchive.library.unt.edu/web/20170105093331/https://www.energystar.gov/products/other/pool_pumps",
      sourceDate: "2013-2017",
      checkedOn: "2026-11",
      basis: "official",
      stale: "ENERGY STAR's pool pump figures date from 2013-2017.",
    },
  },
  airSealing: {
    id: "airSealing",
    label: "Air sealing and attic insulation",
    typicalSaving: "about 15% of heating and cooling costs (11% of total energy costs)",
    source: {
      title: "ENERGY STAR, Methodology for Estimated Energy Savings from Cost-Effective Air Sealing and Insulating",
      url: "https://www.energystar.gov/campaign/seal_insulate/methodology",
      sourceDate: "undated",
      checkedOn: "2026-11",
      basis: "official",
    },
  },
};

/** The figures behind each measure's kWh: the sourced savings and our stated assumptions. */
export const efficiencyFigures = {
  /** At least 75% less than a 60 W incandescent bulb, lit 3 hours a day (our assumption). */
  ledWattsSaved: 60 * 0.75,
  ledHoursPerDay: 3,
  /** kWh a year saved by a heat-pump water heater, by household size (2 to 6 people). */
  heatPumpWaterHeaterKwh: { 2: 1350, 3: 2020, 4: 2690, 5: 3370, 6: 4040 } as Readonly<Record<number, number>>,
  smartThermostatShareOfHvac: 0.08,
  /** Low end of the 30-72% range, on a single-speed pump using 2,500 kWh a year (1.5 kW, 4.5 hours a day: our assumption). */
  poolPumpShare: 0.3,
  singleSpeedPoolPumpKwh: 2500,
  airSealingShareOfHvac: 0.15,
} as const;
