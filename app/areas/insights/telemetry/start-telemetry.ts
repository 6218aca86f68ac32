import { ErrorMonitor } from "./error-monitor.ts";
import { connectMonitor } from "./error-sink.ts";
import { PerformanceCollector } from "./performance-collector.ts";
import { navigationMetrics, observeWebVitals, userTimingMeasures } from "./browser-metrics.ts";
import type { ErrorRecord, PerformanceReport } from "./reports.ts";

const currentPage = () => ({ url: window.location.href, userAgent: navigator.userAgent });

/** Plain fetch, not apiRequest: a failed report must not be recorded as a network error of its own. */
function postJson(path: string, body: unknown, keepalive = false): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    keepalive,
  });
}

async function sendErrors(errors: ErrorRecord[], { keepalive }: { keepalive: boolean }): Promise<boolean> {
  const response = await postJson("/api/errors", { errors }, keepalive);
  return response.ok;
}

const sendPerformance = (report: PerformanceReport) => postJson("/api/performance", report);

/**
 * The part of telemetry loaded after first paint: the error monitor and the
 * performance collector. Returns what stops both.
 */
export function startTelemetry(hydratedAt: number): () => void {
  const monitor = new ErrorMonitor({ send: sendErrors, page: currentPage });
  const record = monitor.record.bind(monitor);
  const disconnect = connectMonitor(record);
  monitor.start();

  // Errors still queued when the tab is hidden or closed would be lost: send them with keepalive.
  const onHidden = () => {
    if (document.visibilityState === "hidden") void monitor.flush({ keepalive: true });
  };
  document.addEventListener("visibilitychange", onHidden);

  const collector = new PerformanceCollector({
    observe: observeWebVitals,
    pageMetrics: () => navigationMetrics(hydratedAt),
    componentMetrics: userTimingMeasures,
    page: currentPage,
    send: sendPerformance,
    reportError: record,
  });
  collector.start();

  return () => {
    collector.stop();
    document.removeEventListener("visibilitychange", onHidden);
    monitor.stop();
    disconnect();
  };
}
