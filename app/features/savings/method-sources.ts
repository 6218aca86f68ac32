import type { DataSource } from "../../content/data-source.ts";
import { efficiencyFigures, efficiencyMeasureIds, efficiencyMeasures } from "../../content/efficiency-measures.ts";
import { solarCostSources } from "../../content/solar-costs.ts";
import { incentives } from "../../content/solar-incentives.ts";
import {
  inverterEfficiencyPercent,
  productionFactorsSource,
  productionReference,
  pvwattsLosses,
  pvwattsLossSource,
  referenceMonthlyKwhPerKw,
  referenceProductionSource,
} from "../../content/solar-production.ts";
import { usageAssumptions, usageAssumptionsSource } from "../../content/usage-assumptions.ts";
import { gridEmissionFactor, touUsageMix, utilityTariffs, utilityIds } from "../../content/utility-tariffs.ts";
import { formatNumber } from "../../lib/format.ts";
import { sum } from "./production.ts";

export interface SourceGroup {
  heading: string;
  lines: { figure: string; source: DataSource }[];
}

const percent = (share: number) => `${formatNumber(share * 100)}%`;

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
          figure: `1 kW facing south at 20° in Redding makes about ${formatNumber(sum(referenceMonthlyKwhPerKw))} kWh a year (reference figure: ${formatNumber(productionReference.annualKwhPerKw)})`,
          source: referenceProductionSource,
        },
        {
          figure: `PVWatts' standard losses, ${pvwattsLosses.map((loss) => `${loss.name.toLowerCase()} ${loss.percent}%`).join(", ")} (14.08% together), and ${inverterEfficiencyPercent}% inverter efficiency`,
          source: pvwattsLossSource,
        },
        {
          figure:
            "Other orientations, pitches and extra shade: southeast/southwest 96%, east/west 85%, flat 92%, steep 102%; light shade −10%, heavy −25%",
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
