import { formatNumber } from "#app/lib/format.ts";

/** A spec value as the tables show it: a number with its unit, Yes/No, or the text. */
export function specText(value: unknown, unit: string | undefined): string {
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return `${formatNumber(value, 2)}${unit ? ` ${unit}` : ""}`;
  return typeof value === "string" ? value : "—";
}
