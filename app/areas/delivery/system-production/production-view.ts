/**
 * What the pages show of a system's production (issue 29 §2), browser-safe: the API's answer, as
 * production-months.server.ts makes it.
 */
import type { ExpectedSource } from "./production-values.ts";

export interface ProductionMonthView {
  month: string;
  expectedKwh: number | null;
  actualKwh: number;
  daysWithData: number;
  daysWithoutData: number;
}

export interface ProductionView {
  months: ProductionMonthView[];
  expectedSource: ExpectedSource;
  twelveMonths: { actualKwh: number; expectedKwh: number; ratio: number } | null;
}

/** "94%" of a ratio. */
export const percentOf = (ratio: number) => `${Math.round(ratio * 100)}%`;
