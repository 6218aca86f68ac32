import type { DataSource } from "./data-source.ts";

// What one installed kW of panels produces in Redding, and the factors for roofs that differ from the reference.

/**
 * AC kWh per kW DC, January to December: fixed roof mount facing south (180°), 20° tilt, PVWatts' standard losses
 * (below) and 96% inverter efficiency, on NREL's typical-year weather for Redding Municipal Airport. Our own
 * calculation, not PVWatts output: pvlib's PVWatts models with the PVWatts V8-style module temperature coefficient
 * (−0.37%/°C). The fact sheet gives 1,470 a year; its rounded months add up to 1,471.
 */
export const referenceMonthlyKwhPerKw: readonly number[] = [57, 73, 122, 142, 156, 172, 178, 174, 145, 114, 72, 66];

export const referenceProductionSource: DataSource = {
  title:
    "Our PVWatts-method calculation (pvlib: Perez transposition, Fuentes cell temperature, PVWatts DC and inverter models) on NREL TMY3 station 725920, Redding Municipal Airport (file 725920TYA.CSV, public copy)",
  url: "https://github.com/haisummers/TMY3",
  sourceDate: "TMY3 typical year 1991-2005; computed November 2026",
  checkedOn: "2026-11",
  basis: "computed",
  stale:
    "No published PVWatts or NREL figure for Redding is on file: the figure we check this table against is our own calculation too. NREL's PVWatts V8 calculator (2020 weather) for Redding (south, 20°, 14.08% losses) may give 3-5% more or less.",
};

/**
 * The figure a unit test keeps the table within 10% of. No published PVWatts or NREL figure for Redding is on file,
 * so until a PVWatts V8 run is entered it is a cross-check, not an independent reference: the same calculation
 * with PVWatts V5's module temperature coefficient (−0.47%/°C), which catches a table mistyped or pasted for the
 * wrong place, not an error in the method.
 */
export const productionReference = {
  annualKwhPerKw: 1441,
  label: "the same calculation with PVWatts V5's module temperature coefficient",
  source: referenceProductionSource,
};

/** PVWatts' default loss stack, percent; combined as 1 - Π(1 - loss) = 14.08%. Already inside the table above. */
export const pvwattsLosses: readonly { name: string; percent: number }[] = [
  { name: "Soiling", percent: 2 },
  { name: "Shading", percent: 3 },
  { name: "Snow", percent: 0 },
  { name: "Mismatch", percent: 2 },
  { name: "Wiring", percent: 2 },
  { name: "Connections", percent: 0.5 },
  { name: "Light-induced degradation", percent: 1.5 },
  { name: "Nameplate rating", percent: 1 },
  { name: "Age", percent: 0 },
  { name: "Availability", percent: 3 },
];

export const inverterEfficiencyPercent = 96;

export const pvwattsLossSource: DataSource = {
  title: "pvlib pvsystem.pvwatts_losses, citing Dobos, PVWatts Version 5 Manual (NREL/TP-6A20-62641)",
  url: "https://pvlib-python.readthedocs.io/en/v0.13.1/reference/generated/pvlib.pvsystem.pvwatts_losses.html",
  sourceDate: "2014 manual; pvlib v0.13.1",
  checkedOn: "2026-11",
  basis: "official",
};

export const orientations = ["s", "se", "sw", "e", "w"] as const;
export type Orientation = (typeof orientations)[number];
export const tiltBands = ["flat", "low", "steep"] as const;
export type TiltBand = (typeof tiltBands)[number];
export const shadingLevels = ["none", "light", "heavy"] as const;
export type ShadingLevel = (typeof shadingLevels)[number];

/** Our estimates of annual output relative to a south-facing 20° roof at Redding's latitude (about 40.6° N). */
export const orientationFactors: Readonly<Record<Orientation, { label: string; factor: number }>> = {
  s: { label: "South", factor: 1 },
  se: { label: "Southeast", factor: 0.96 },
  sw: { label: "Southwest", factor: 0.96 },
  e: { label: "East", factor: 0.85 },
  w: { label: "West", factor: 0.85 },
};

export const tiltFactors: Readonly<Record<TiltBand, { label: string; factor: number }>> = {
  flat: { label: "Flat or nearly flat (0-10°)", factor: 0.92 },
  low: { label: "Typical pitch (10-25°, about 3:12 to 5:12)", factor: 1 },
  steep: { label: "Steep (25-40°, about 6:12 to 10:12)", factor: 1.02 },
};

/** Shade beyond the 3% already in PVWatts' losses. */
export const shadingLosses: Readonly<Record<ShadingLevel, { label: string; loss: number }>> = {
  none: { label: "None: open sky from 9 AM to 3 PM", loss: 0 },
  light: { label: "Light: a tree or chimney shades part of the roof for an hour or two", loss: 0.1 },
  heavy: { label: "Heavy: trees shade much of the roof for several hours", loss: 0.25 },
};

export const productionFactorsSource: DataSource = {
  title:
    "Company estimates, checked against PVWatts runs for latitudes near 40° N; the steep-roof factor is our computed 30° result (1,470 vs 1,441 kWh/kW)",
  url: "/resources/roi-calculator#method",
  sourceDate: "November 2026",
  checkedOn: "2026-11",
  basis: "estimate",
};

/** Panels lose output with age; the default and the range the calculator accepts, percent per year. */
export const degradation = { defaultPercent: 0.5, minPercent: 0.25, maxPercent: 1 } as const;
