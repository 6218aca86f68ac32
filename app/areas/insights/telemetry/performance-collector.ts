import type { RawError } from "./noise-filter.ts";
import {
  COLLECTION_FAILED_MESSAGE,
  SLOW_PAGE_LCP_MS,
  SLOW_PAGE_MESSAGE,
  type MetricName,
  type Metrics,
  type PerformanceReport,
} from "./reports.ts";

/** SPEC §7 and §9. */
export const collectorSettings = {
  observeForMs: 30_000,
  sendAfterLcpMs: 10_000,
  /** A report is sent only with more than this many metrics. */
  minimumMetrics: 2,
} as const;

export type RecordMetric = (name: MetricName, value: number) => void;

export interface PerformanceCollectorOptions {
  /** Starts the browser's observers; returns what stops them. */
  observe(record: RecordMetric): () => void;
  /** Metrics read once, when the report is sent (navigation timing). */
  pageMetrics(): Metrics;
  componentMetrics(): Record<string, number>;
  page(): { url: string; userAgent: string };
  send(report: PerformanceReport): Promise<unknown>;
  reportError(error: RawError): void;
}

function failure(error: unknown): RawError {
  return {
    type: "js_error",
    message: COLLECTION_FAILED_MESSAGE,
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  };
}

/**
 * Measures one page view: observers run for 30 s, and one report is sent
 * 10 s after the largest contentful paint is first known.
 */
export class PerformanceCollector {
  private metrics: Metrics = {};
  private page = { url: "", userAgent: "" };
  private observing = false;
  private disconnect: (() => void) | undefined;
  private stopTimer: ReturnType<typeof setTimeout> | undefined;
  private sendTimer: ReturnType<typeof setTimeout> | undefined;
  private slowPageReported = false;

  constructor(private readonly options: PerformanceCollectorOptions) {}

  start(): void {
    try {
      this.page = this.options.page();
      this.observing = true;
      this.disconnect = this.options.observe((name, value) => this.record(name, value));
      this.stopTimer = setTimeout(() => this.stopObserving(), collectorSettings.observeForMs);
    } catch (error) {
      this.stopObserving();
      this.options.reportError(failure(error));
    }
  }

  /** Stops everything, a report not yet sent included. */
  stop(): void {
    clearTimeout(this.sendTimer);
    this.stopObserving();
  }

  private record(name: MetricName, value: number): void {
    if (!this.observing) return;
    this.metrics[name] = value;
    if (name !== "largestContentfulPaint") return;
    if (value > SLOW_PAGE_LCP_MS && !this.slowPageReported) {
      this.slowPageReported = true;
      this.options.reportError({ type: "js_error", message: SLOW_PAGE_MESSAGE });
    }
    this.sendTimer ??= setTimeout(() => this.send(), collectorSettings.sendAfterLcpMs);
  }

  private stopObserving(): void {
    this.observing = false;
    clearTimeout(this.stopTimer);
    this.disconnect?.();
    this.disconnect = undefined;
  }

  private send(): void {
    let report: PerformanceReport;
    try {
      report = {
        metrics: { ...this.options.pageMetrics(), ...this.metrics },
        componentMetrics: this.options.componentMetrics(),
        timestamp: new Date().toISOString(),
        ...this.page,
      };
    } catch (error) {
      this.options.reportError(failure(error));
      return;
    }
    const count = Object.values(report.metrics).filter((value) => value !== undefined).length;
    if (count <= collectorSettings.minimumMetrics) return;
    // SPEC §7: a failed report is not retried or reported.
    this.options.send(report).catch(() => undefined);
  }
}
