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

/** Whole US dollars: 2400 -> "$2,400". */
export function formatUsd(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}
