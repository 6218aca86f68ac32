/**
 * What the browser sends (SPEC §3 and §7), and the size limits both sides apply:
 * the browser trims to them; the server cuts a longer stack to stackLength and
 * refuses anything else beyond them.
 */
export const errorTypes = ["js_error", "promise_rejection", "network_error"] as const;
export type ErrorType = (typeof errorTypes)[number];

export const reportLimits = {
  recordsPerRequest: 50,
  messageLength: 2048,
  stackLength: 8192,
  urlLength: 2048,
  userAgentLength: 1024,
  componentMetrics: 50,
  componentNameLength: 100,
} as const;

/** One error as the monitor queues and sends it. */
export interface ErrorRecord {
  type: ErrorType;
  message: string;
  stack?: string;
  /** ISO 8601, the browser's clock. */
  timestamp: string;
  userAgent: string;
  url: string;
}

export const metricNames = [
  "pageLoadTime",
  "timeToInteractive",
  "firstContentfulPaint",
  "largestContentfulPaint",
  "firstInputDelay",
  "interactionToNextPaint",
  "cumulativeLayoutShift",
  "timeToFirstByte",
] as const;
export type MetricName = (typeof metricNames)[number];
export type Metrics = Partial<Record<MetricName, number>>;

/** One page view's measurements, sent once. */
export interface PerformanceReport {
  metrics: Metrics;
  /** User Timing measures (performance.measure) by name, in ms. */
  componentMetrics: Record<string, number>;
  timestamp: string;
  url: string;
  userAgent: string;
}

/** SPEC §4: a largest contentful paint over this is reported to error monitoring. */
export const SLOW_PAGE_LCP_MS = 5000;
export const SLOW_PAGE_MESSAGE = `Slow page: largest contentful paint over ${SLOW_PAGE_LCP_MS} ms`;
export const COLLECTION_FAILED_MESSAGE = "Failed to collect performance metrics";
