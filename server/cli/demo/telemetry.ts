import {
  errorBatchSchema,
  errorReportRows,
  performanceReportRow,
  performanceReportSchema,
  storeErrorReports,
  storePerformanceReport,
} from "#app/areas/insights/index.server.ts";
import type { DemoContext } from "./context.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Browsers' reports are taken at most 7 days old (`timestampWindow`), so the demo's are of the last 6 days. */
const TELEMETRY_DAYS = 6;

/** The public pages visitors open most, each with how often, and how heavy its first screen is (ms of LCP). */
const pages = [
  ["/", 30, 1_500],
  ["/services/residential-solar", 12, 1_700],
  ["/shop/products", 10, 2_000],
  ["/resources/roi-calculator", 8, 2_300],
  ["/contact", 6, 1_300],
  ["/team", 3, 1_400],
  ["/services/battery-storage", 5, 1_600],
] as const;

const phone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const desktop =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/**
 * The last days' browser reports: one performance report per page view (phones slower than desktops) and now and
 * then an error, each parsed by the report API's own schema and stored as the API stores it. Older reports would be
 * refused by that schema, as a browser's would; retention keeps them `TELEMETRY_RETENTION_DAYS`.
 */
export async function seedTelemetry(context: DemoContext): Promise<number> {
  const { tx, random, span } = context;
  const views = context.count(40) * TELEMETRY_DAYS;
  for (let view = 0; view < views; view++) {
    const [path, , lcp] = random.weighted(pages.map((page) => [page, page[1]] as const));
    const onPhone = random.chance(0.6);
    const slow = onPhone ? 1.6 : 1;
    const timestamp = new Date(span.now.getTime() - random.next() * TELEMETRY_DAYS * DAY_MS).toISOString();
    const url = `https://www.example.com${path}`;
    const userAgent = onPhone ? phone : desktop;
    const firstContentfulPaint = Math.round(random.around(lcp * 0.6 * slow, 300, 200));
    const report = performanceReportSchema.parse({
      metrics: {
        timeToFirstByte: Math.round(random.around(120, 60, 20)),
        firstContentfulPaint,
        largestContentfulPaint: Math.round(Math.max(firstContentfulPaint, random.around(lcp * slow, 600, 400))),
        interactionToNextPaint: Math.round(random.around(90 * slow, 60, 16)),
        cumulativeLayoutShift: Math.round(random.around(0.03, 0.04, 0) * 1000) / 1000,
        pageLoadTime: Math.round(random.around(lcp * 1.3 * slow, 700, 500)),
      },
      componentMetrics: {},
      timestamp,
      url,
      userAgent,
    });
    await storePerformanceReport(tx, performanceReportRow(report));
    if (random.chance(0.02)) {
      const batch = errorBatchSchema.parse({
        errors: [
          random.chance(0.5)
            ? { type: "network_error", message: "Failed to fetch", timestamp, userAgent, url }
            : {
                type: "js_error",
                message: "ResizeObserver loop completed with undelivered notifications",
                timestamp,
                userAgent,
                url,
              },
        ],
      });
      await storeErrorReports(tx, errorReportRows(batch));
    }
  }
  return views;
}
