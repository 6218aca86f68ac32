export const timeWindows = {
  "24h": { label: "24 hours", hours: 24 },
  "7d": { label: "7 days", hours: 7 * 24 },
  "30d": { label: "30 days", hours: 30 * 24 },
} as const;

export type TimeWindow = keyof typeof timeWindows;
export const DEFAULT_WINDOW: TimeWindow = "7d";

export function parseTimeWindow(value: string | null): TimeWindow {
  return value !== null && Object.hasOwn(timeWindows, value) ? (value as TimeWindow) : DEFAULT_WINDOW;
}

export function windowStart(window: TimeWindow, now: Date): Date {
  return new Date(now.getTime() - timeWindows[window].hours * 3_600_000);
}

/** A 1-based page number from the query string; anything else is page 1. */
export function parsePageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
