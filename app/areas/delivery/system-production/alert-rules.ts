import { formatIsoDate } from "#app/lib/format.ts";
import { addDays } from "./calendar-days.ts";
import type { AlertKind } from "./production-values.ts";

/** 72 hours with no reading: three whole days (readings are daily, decision 0195). */
export const NO_DATA_DAYS = 3;
/** How far back a silent system must have reported for its silence to be lost communication. */
export const LOOKBACK_DAYS = 30;
/** The rolling window of the under-production check, and the days of data it needs to judge. */
export const WINDOW_DAYS = 14;
export const MIN_WINDOW_DAYS_WITH_DATA = 7;
/** Under this share of expected over the window is a fault. */
export const UNDER_SHARE = 0.7;
/** A neighbour "produced" on a day when it made at least this many kWh per kW of panels (a clear day makes 4-7). */
export const PRODUCING_KWH_PER_KW = 1;
/** How many neighbours in the town must have reported, and produced, for a day to count as sunny. */
export const MIN_NEIGHBOURS = 2;

/** What the daily check knows of one system (decision 0195). */
export interface SystemDays {
  /** The office's today: its own day is not over, so the last day judged is the day before. */
  today: string;
  installedOn: string;
  /** The system's readings, day → kWh, over the last LOOKBACK_DAYS days. */
  readings: ReadonlyMap<string, number>;
  /** Its town's utility shutoff (PSPS) days in that time: left out of every check, and said so. */
  shutoffDays: ReadonlySet<string>;
  /** kWh expected on a day, or null without an estimate. */
  expectedOn: ((day: string) => number) | null;
  /** Its town's other systems on the last day: how many reported, and how many of those produced. */
  neighbours: { reported: number; producing: number };
}

/** What one rule says of a system: a fault, cleared (the system is fine), or unknown (not enough to tell). */
export interface Finding {
  kind: AlertKind;
  state: "fault" | "clear" | "unknown";
  detail: string;
}

const shortDate = (day: string) => formatIsoDate(day);

/** "PSPS shutoff days left out: Oct 2, 2026." for the days of `days` that were shutoff days, else "". */
function shutoffNote(input: SystemDays, days: readonly string[]): string {
  const excluded = days.filter((day) => input.shutoffDays.has(day));
  if (excluded.length === 0) return "";
  return ` Utility shutoff (PSPS) days left out: ${excluded.map(shortDate).join(", ")}.`;
}

/** The complete days before today, newest first, from installation on, over `count` days. */
function pastDays(input: SystemDays, count: number): string[] {
  const days: string[] = [];
  for (let back = 1; back <= count; back++) {
    const day = addDays(input.today, -back);
    if (day < input.installedOn) break;
    days.push(day);
  }
  return days;
}

/**
 * Lost communication: no reading on any of the last three complete days that were not shutoff days, from a system
 * that reported in the 30 days before. A system that never reported is not monitored, not silent.
 */
export function noDataFinding(input: SystemDays): Finding {
  const kind = "no-data";
  const looked = pastDays(input, LOOKBACK_DAYS);
  const counted = looked.filter((day) => !input.shutoffDays.has(day));
  const window = counted.slice(0, NO_DATA_DAYS);
  const skipped = looked.slice(0, looked.indexOf(window.at(-1)!) + 1);
  if (window.length < NO_DATA_DAYS) return { kind, state: "unknown", detail: "Too new to judge." };
  if (window.some((day) => input.readings.has(day))) {
    return { kind, state: "clear", detail: `Reporting again.${shutoffNote(input, skipped)}` };
  }
  const last = [...input.readings.keys()].sort().at(-1);
  if (!last) return { kind, state: "unknown", detail: `No reading in ${LOOKBACK_DAYS} days: not monitored.` };
  return {
    kind,
    state: "fault",
    detail: `No production data since ${shortDate(last)}: the monitoring has lost contact (not zero production).${shutoffNote(input, skipped)}`,
  };
}

/**
 * Zero production on a sunny day: the last complete day read 0 kWh while at least two of its town's other systems
 * reported and at least half of those produced. A shutoff day, a day with no reading or a dull day proves nothing.
 */
export function zeroProductionFinding(input: SystemDays): Finding {
  const kind = "zero-production";
  const day = addDays(input.today, -1);
  if (input.shutoffDays.has(day)) {
    return { kind, state: "unknown", detail: `${shortDate(day)} was a utility shutoff (PSPS) day: not judged.` };
  }
  const kwh = input.readings.get(day);
  if (kwh === undefined) return { kind, state: "unknown", detail: `No reading for ${shortDate(day)}.` };
  if (kwh > 0) return { kind, state: "clear", detail: `Produced ${kwh} kWh on ${shortDate(day)}.` };
  const { reported, producing } = input.neighbours;
  if (reported < MIN_NEIGHBOURS || producing < MIN_NEIGHBOURS || producing * 2 < reported) {
    return { kind, state: "unknown", detail: `0 kWh on ${shortDate(day)}, but not a day its neighbours produced.` };
  }
  return {
    kind,
    state: "fault",
    detail: `0 kWh on ${shortDate(day)}, a sunny day: ${producing} of ${reported} systems in the same town produced.`,
  };
}

/**
 * Under-production: over the last 14 complete days, leaving out shutoff days and days without data, less than 70%
 * of what the estimate expected for the same days; judged only on seven days of data or more.
 */
export function underproductionFinding(input: SystemDays): Finding {
  const kind = "underperforming";
  if (!input.expectedOn) return { kind, state: "unknown", detail: "No estimate to compare with." };
  const window = pastDays(input, WINDOW_DAYS);
  const judged = window.filter((day) => !input.shutoffDays.has(day) && input.readings.has(day));
  if (judged.length < MIN_WINDOW_DAYS_WITH_DATA) {
    return { kind, state: "unknown", detail: `Only ${judged.length} days of data in the last ${WINDOW_DAYS}.` };
  }
  const actual = judged.reduce((total, day) => total + input.readings.get(day)!, 0);
  const expected = judged.reduce((total, day) => total + input.expectedOn!(day), 0);
  if (expected <= 0) return { kind, state: "unknown", detail: "Nothing expected on these days." };
  const share = actual / expected;
  const figures = `${Math.round(share * 100)}% of expected over ${judged.length} days with data (${Math.round(actual)} of ${Math.round(expected)} kWh).${shutoffNote(input, window)}`;
  return { kind, state: share < UNDER_SHARE ? "fault" : "clear", detail: figures };
}

/** Every rule's finding for one system. */
export const findingsOf = (input: SystemDays): Finding[] => [
  noDataFinding(input),
  zeroProductionFinding(input),
  underproductionFinding(input),
];
