import { formatNumber } from "#app/lib/format.ts";

/** A figure as the page shows it and its CSV holds it; `href` is the list it counts, filtered the same way. */
export interface FigureCell {
  text: string;
  /** The number a count shows, for its table's chart. */
  value?: number;
  href?: string;
}

/**
 * One table of the analytics page: the accessible form of its figures and the source of its CSV (issue 30 §1), so
 * the download holds exactly what is shown. `definition` says in one line what is counted.
 */
export interface FigureTable {
  id: string;
  title: string;
  definition: string;
  columns: string[];
  rows: { key: string; cells: FigureCell[] }[];
  /** Drawn as bars too: each row's first cell against its second (a count). */
  chart?: "bars";
}

export const OFFICE_DAYS = "Days at the office (America/Los_Angeles), both ends included; weeks start on Monday.";

export const count = (value: number, href?: string): FigureCell => ({
  text: formatNumber(value),
  value,
  ...(href ? { href } : {}),
});
export const percent = (rate: number) => `${formatNumber(rate * 100, 1)} %`;

/** A share of a whole as a percentage, "—" of none. */
export const shareText = (part: number, whole: number) => (whole === 0 ? "—" : percent(part / whole));

/** "+12 %", "−3 %", "new" (from none), "—" (none either time). */
export function change(current: number, previous: number): string {
  if (previous === 0) return current === 0 ? "—" : "new";
  const percentChange = ((current - previous) / previous) * 100;
  const sign = percentChange > 0 ? "+" : percentChange < 0 ? "−" : "±";
  return `${sign}${formatNumber(Math.abs(percentChange), 1)} %`;
}
