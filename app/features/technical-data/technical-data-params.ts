import { equipmentTypes, referencePanel } from "../../content/equipment-specs.ts";
import { parseParams, type ParamSpec, type ParamValues } from "../../lib/query-params.ts";

export const technicalDataParams = {
  q: { kind: "search", label: "Search" },
  type: { kind: "choice", label: "Equipment type", options: ["all", ...equipmentTypes], default: "all" },
  roofArea: { kind: "number", label: "Roof area facing the sun", min: 0, max: 20_000, default: 600 },
  usable: { kind: "number", label: "Usable share", min: 0, max: 100, default: 60 },
  panelWatts: { kind: "number", label: "Panel rating", min: 100, max: 800, default: referencePanel.watts },
  panelArea: { kind: "number", label: "Panel area", min: 10, max: 40, default: referencePanel.areaSqFt },
} as const satisfies Record<string, ParamSpec>;

export type TechnicalDataValues = ParamValues<typeof technicalDataParams>;

export function parseTechnicalDataQuery(query: URLSearchParams) {
  return parseParams(technicalDataParams, query);
}
