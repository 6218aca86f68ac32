import { equipmentTypes, referencePanel } from "#app/content/equipment-specs.ts";
import { formatNumber } from "#app/lib/format.ts";
import { parseParams, type ParamSpec, type ParamValues } from "#app/lib/query-params.ts";

export const technicalDataParams = {
  q: { kind: "search", label: "Search equipment and fault codes", placeholder: "e.g. F16, Enphase, isolation" },
  type: { kind: "choice", label: "Equipment type", options: ["all", ...equipmentTypes], default: "all" },
  roofArea: {
    kind: "number",
    label: "Roof area facing south, east or west",
    unit: "sq ft",
    min: 0,
    max: 20_000,
    default: 600,
  },
  usable: {
    kind: "number",
    label: "Usable share",
    unit: "%",
    hint: "Fire-code pathways, vents and skylights usually leave about 60%.",
    min: 0,
    max: 100,
    default: 60,
  },
  panelWatts: { kind: "number", label: "Panel rating", unit: "W", min: 100, max: 800, default: referencePanel.watts },
  panelArea: {
    kind: "number",
    label: "Panel area",
    unit: "sq ft",
    hint: `The ${referencePanel.watts} W panel in the table above is ${referencePanel.outline}, about ${formatNumber(referencePanel.areaSqFt, 1)} sq ft.`,
    min: 10,
    max: 40,
    default: referencePanel.areaSqFt,
  },
} as const satisfies Record<string, ParamSpec>;

export type TechnicalDataValues = ParamValues<typeof technicalDataParams>;

export function parseTechnicalDataQuery(query: URLSearchParams) {
  return parseParams(technicalDataParams, query);
}
