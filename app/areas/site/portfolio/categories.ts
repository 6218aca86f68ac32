import { formatNumber } from "#app/lib/format.ts";
import type { ProjectCategory } from "#app/content/portfolio.ts";

export const categoryLabels: Readonly<Record<ProjectCategory, string>> = {
  residential: "Residential",
  commercial: "Commercial",
  agricultural: "Agricultural",
  marina: "Marina",
};

export const categories = Object.keys(categoryLabels) as ProjectCategory[];

/** The `?category=` filter; anything unknown shows every project. */
export function parseCategory(value: string | null): ProjectCategory | null {
  return categories.find((category) => category === value) ?? null;
}

/** 8.2 -> "8.2 kW", 148 -> "148 kW". */
export function formatKw(value: number, unit: "kW" | "kWh"): string {
  return `${formatNumber(value, 1)} ${unit}`;
}
