const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2026-11-22" -> "November 22, 2026", the same on the server and in every browser. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** "2026-11-22" -> "November 2026". */
export function formatIsoMonth(iso: string): string {
  const [year, month] = iso.split("-").map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/**
 * US digit grouping, rounded to at most `fractionDigits`: 148000 -> "148,000", 8.25 -> "8.3" (one digit).
 * Written out rather than `toLocaleString`, whose first call loads the ICU number data and cost public pages a
 * long task while hydrating.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const [whole = "0", fraction] = String(Number(value.toFixed(fractionDigits))).split(".");
  const sign = whole.startsWith("-") ? "-" : "";
  const grouped = whole.replace("-", "").replace(/\B(?=(\d{3})+$)/g, ",");
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}

/** Whole US dollars: 2400 -> "$2,400". */
export function formatUsd(amount: number): string {
  return `$${formatNumber(amount)}`;
}
