import type { DataSource } from "#app/content/data-source.ts";
import { efficiencyFigures, efficiencyMeasureIds, efficiencyMeasures } from "#app/content/efficiency-measures.ts";
import { solarCostSources } from "#app/content/solar-costs.ts";
import { incentives } from "#app/content/solar-incentives.ts";
import {
  inverterEfficiencyPercent,
  orientationFactors,
  productionFactorsSource,
  productionReference,
  pvwattsLosses,
  pvwattsLossSource,
  referenceMonthlyKwhPerKw,
  referenceProductionSource,
  shadingLosses,
  tiltFactors,
} from "#app/content/solar-production.ts";
import { usageAssumptions, usageAssumptionsSource } from "#app/content/usage-assumptions.ts";
import { gridEmissionFactor, touUsageMix, utilityTariffs, utilityIds } from "#app/content/utility-tariffs.ts";
import { formatNumber } from "#app/lib/format.ts";
import { combinedLossPercent, sum } from "#app/areas/energy/index.ts";

export interface SourceGroup {
  heading: string;
  lines: { figure: string; source: DataSource }[];
}

export const percent = (share: number) => `${formatNumber(share * 100)}%`;

/** The factors that change output, names sharing a factor together: "southeast/southwest 96%, east/west 85%". */
function factorsText(named: readonly (readonly [name: string, factor: number])[]): string {
  const namesByFactor = new Map<number, string[]>();
  for (const [name, factor] of named) {
    if (factor !== 1) namesByFactor.set(factor, [...(namesByFactor.get(factor) ?? []), name]);
  }
  return [...namesByFactor].map(([factor, names]) => `${names.join("/")} ${percent(factor)}`).join(", ");
}

/** The roof factors as the method section states them, read from the production content so they cannot drift. */
export function roofFactorsText(): string {
  const orientation = factorsText(Object.values(orientationFactors).map((o) => [o.label.toLowerCase(), o.factor]));
  const tilt = factorsText(Object.entries(tiltFactors).map(([band, t]) => [band, t.factor]));
  const shade = Object.entries(shadingLosses)
    .filter(([, shading]) => shading.loss > 0)
    .map(([level, shading]) => `${level} shade −${percent(shading.loss)}`)
    .join(", ");
  return `${orientation}, ${tilt}; ${shade}`;
}

/** Every figure the calculators use, grouped as the method section lists them. */
export function methodSourceGroups(): SourceGroup[] {
  return [
    ...utilityIds
      .map((id) => utilityTariffs[id])
      .filter((tariff) => tariff.sources.length > 0)
      .map((tariff) => ({ heading: `${tariff.name}: ${tariff.planName}`, lines: [...tariff.sources] })),
    {
      heading: "Production",
      lines: [
        {
          figure: `1 kW facing south at 20° in Redding makes about ${formatNumber(sum(referenceMonthlyKwhPerKw))} kWh a year (checked against ${formatNumber(productionReference.annualKwhPerKw)}, ${productionReference.label})`,
          source: referenceProductionSource,
        },
        {
          figure: `PVWatts' standard losses, ${pvwattsLosses.map((loss) => `${loss.name.toLowerCase()} ${loss.percent}%`).join(", ")} (${formatNumber(combinedLossPercent(pvwattsLosses), 2)}% together), and ${inverterEfficiencyPercent}% inverter efficiency`,
          source: pvwattsLossSource,
        },
        {
          figure: `Other orientations, pitches and extra shade: ${roofFactorsText()}`,
          source: productionFactorsSource,
        },
      ],
    },
    {
      heading: "How your home uses the solar",
      lines: [
        {
          figure: `${percent(usageAssumptions.daytimeShare)} of use falls while the panels produce; a battery returns ${percent(usageAssumptions.batteryRoundTripEfficiency)} of what it stores and cycles once a day; PG&E use splits ${percent(touUsageMix.peak)} peak, ${percent(touUsageMix.partPeak)} part-peak, ${percent(touUsageMix.offPeak)} off-peak; heating and cooling take ${percent(usageAssumptions.heatingCoolingShare)} of a home's electricity`,
          source: usageAssumptionsSource,
        },
      ],
    },
    { heading: "Prices", lines: [...solarCostSources] },
    {
      heading: "Incentives",
      lines: incentives.map((incentive) => ({ figure: incentive.label, source: incentive.source })),
    },
    {
      heading: "CO2",
      lines: [
        {
          figure: `${gridEmissionFactor.kgCo2PerKwh} kg of CO2 per kWh of grid electricity avoided`,
          source: gridEmissionFactor.source,
        },
      ],
    },
  ];
}

/** The efficiency measures' sources and the assumptions that turn them into kWh. */
export function efficiencySourceGroup(): SourceGroup {
  return {
    heading: "Efficiency upgrades",
    lines: [
      ...efficiencyMeasureIds.map((id) => ({
        figure: `${efficiencyMeasures[id].label}: ${efficiencyMeasures[id].typicalSaving}`,
        source: efficiencyMeasures[id].source,
      })),
      {
        figure: `We count each bulb at ${efficiencyFigures.ledWattsSaved} W saved for ${efficiencyFigures.ledHoursPerDay} hours a day, a single-speed pool pump at ${formatNumber(efficiencyFigures.singleSpeedPoolPumpKwh)} kWh a year, and the low end of every range`,
        source: usageAssumptionsSource,
      },
    ],
  };
}

/** A figure the calculators use that no current official source confirms, with why it should be re-checked. */
export interface UncertainFigure {
  heading: string;
  figure: string;
  reason: string;
}

/** Every figure flagged for re-checking, in the order the method section lists them. */
export function uncertainFigures(groups: readonly SourceGroup[]): UncertainFigure[] {
  return groups.flatMap((group) =>
    group.lines.flatMap((line) =>
      line.source.stale ? [{ heading: group.heading, figure: line.figure, reason: line.source.stale }] : [],
    ),
  );
}
