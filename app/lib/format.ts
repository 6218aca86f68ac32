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

/**
 * The one money formatter: integer cents in, US dollars out. 123456 -> "$1,234.56", -500 -> "-$5.00";
 * `wholeDollars` rounds half up to the dollar: 123450 -> "$1,235". Amounts are kept and computed in integer cents
 * everywhere (prices, totals, tax, calculator results), so a fraction of a cent here is a bug, not a rounding case.
 */
export function formatCents(cents: number, { wholeDollars = false } = {}): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money is a whole number of cents, not ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(cents);
  if (wholeDollars) return `${sign}$${formatNumber(Math.round(absolute / 100))}`;
  return `${sign}$${formatNumber(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, "0")}`;
}

/** Whole US dollars from a dollar figure in content (a testimonial's yearly savings): 2400 -> "$2,400". */
export function formatUsd(dollars: number): string {
  return formatCents(Math.round(dollars * 100), { wholeDollars: true });
}
