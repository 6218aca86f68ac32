import { formatNumber } from "#app/lib/format.ts";
import type { MetricName } from "./reports.ts";

export type Rating = "good" | "needs-improvement" | "poor";

/** Good below `good`, poor above `poor`, needs improvement between (both bounds included). */
export interface Thresholds {
  good: number;
  poor: number;
}

export interface MetricInfo {
  label: string;
  unit: "ms" | "";
  /** Absent where neither SPEC §9 nor web-vitals defines a rating. */
  thresholds?: Thresholds;
}

/**
 * SPEC §9 thresholds (LCP, FID, CLS good; page load good) completed with web-vitals' own
 * (LCP, FID, CLS poor; INP, FCP, TTFB). Page load is poor above 5000 ms, the same bound
 * SPEC §4 calls a slow page.
 */
export const metricInfo: Record<MetricName, MetricInfo> = {
  largestContentfulPaint: {
    label: "Largest contentful paint (LCP)",
    unit: "ms",
    thresholds: { good: 2500, poor: 4000 },
  },
  interactionToNextPaint: {
    label: "Interaction to next paint (INP)",
    unit: "ms",
    thresholds: { good: 200, poor: 500 },
  },
  cumulativeLayoutShift: { label: "Cumulative layout shift (CLS)", unit: "", thresholds: { good: 0.1, poor: 0.25 } },
  firstInputDelay: { label: "First input delay (FID)", unit: "ms", thresholds: { good: 100, poor: 300 } },
  firstContentfulPaint: { label: "First contentful paint (FCP)", unit: "ms", thresholds: { good: 1800, poor: 3000 } },
  timeToFirstByte: { label: "Time to first byte (TTFB)", unit: "ms", thresholds: { good: 800, poor: 1800 } },
  pageLoadTime: { label: "Page load time", unit: "ms", thresholds: { good: 3000, poor: 5000 } },
  timeToInteractive: { label: "Time to interactive", unit: "ms" },
};

export function rate(metric: MetricName, value: number): Rating | null {
  const thresholds = metricInfo[metric].thresholds;
  if (!thresholds) return null;
  // Good includes the threshold itself, as web.dev's Core Web Vitals define it (LCP ≤ 2.5 s, INP ≤ 200 ms, CLS ≤ 0.1).
  if (value <= thresholds.good) return "good";
  if (value > thresholds.poor) return "poor";
  return "needs-improvement";
}

export function formatMetric(metric: MetricName, value: number): string {
  return metricInfo[metric].unit === "ms" ? `${formatNumber(value)} ms` : value.toFixed(2);
}
