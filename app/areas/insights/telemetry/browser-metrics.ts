import { onCLS, onFCP, onINP, onLCP, onTTFB } from "web-vitals";
import type { RecordMetric } from "./performance-collector.ts";
import { reportLimits, type Metrics } from "./reports.ts";

const ONE_HOUR_MS = 3_600_000;

/**
 * Web vitals (every change, so the values are there 10 s after LCP without waiting
 * for the page to be hidden) and, where the browser has it, first input delay.
 * web-vitals callbacks cannot be removed: the collector ignores them once stopped.
 */
export function observeWebVitals(record: RecordMetric): () => void {
  const options = { reportAllChanges: true };
  onLCP((metric) => record("largestContentfulPaint", metric.value), options);
  onINP((metric) => record("interactionToNextPaint", metric.value), options);
  onCLS((metric) => record("cumulativeLayoutShift", metric.value), options);
  onFCP((metric) => record("firstContentfulPaint", metric.value), options);
  onTTFB((metric) => record("timeToFirstByte", metric.value), options);

  if (!PerformanceObserver.supportedEntryTypes?.includes("first-input")) return () => undefined;
  const firstInput = new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    if (entry) record("firstInputDelay", entry.processingStart - entry.startTime);
  });
  firstInput.observe({ type: "first-input", buffered: true });
  return () => firstInput.disconnect();
}

/**
 * Page load from navigation timing; time to interactive as the moment the app
 * finished hydrating (its event handlers work from then on).
 */
export function navigationMetrics(hydratedAt: number): Metrics {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return {
    ...(navigation && navigation.loadEventEnd > 0 ? { pageLoadTime: navigation.loadEventEnd } : {}),
    timeToInteractive: hydratedAt,
  };
}

/** Durations components record with performance.measure(), within what the server accepts. */
export function userTimingMeasures(): Record<string, number> {
  const measures = performance
    .getEntriesByType("measure")
    .filter((entry) => entry.duration >= 0 && entry.duration <= ONE_HOUR_MS)
    .slice(0, reportLimits.componentMetrics);
  return Object.fromEntries(
    measures.map((entry) => [entry.name.slice(0, reportLimits.componentNameLength), entry.duration]),
  );
}
