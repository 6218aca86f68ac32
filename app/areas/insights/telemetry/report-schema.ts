import { z } from "#app/lib/zod.ts";
import { isPageUrl } from "./page-route.ts";
import { errorTypes, metricNames, reportLimits as limits, type MetricName } from "./reports.ts";

/**
 * What /api/errors and /api/performance take: tolerant of the shapes browsers and the
 * SPEC's client send, strict on sizes. The body itself is limited to 100 kB (server/http/app.ts).
 */

const pageUrl = z.string().max(limits.urlLength).refine(isPageUrl, "Must be an http(s) address or a path");
const userAgent = z.string().max(limits.userAgentLength);

const DAY_MS = 86_400_000;
/** A browser's clock may run wrong and a queue may wait offline, but not beyond this. */
export const timestampWindow = { pastMs: 7 * DAY_MS, futureMs: DAY_MS } as const;
const TIMESTAMP_MESSAGE = "Must be an ISO 8601 time or milliseconds since 1970, within the last 7 days";

/** ISO 8601 with an offset, or epoch milliseconds; read against the server's clock at the request. */
const timestamp = z
  .union([z.iso.datetime({ offset: true }), z.number().finite()], { error: TIMESTAMP_MESSAGE })
  .transform((value, ctx) => {
    const time = new Date(value);
    const now = Date.now();
    if (!(time.getTime() >= now - timestampWindow.pastMs && time.getTime() <= now + timestampWindow.futureMs)) {
      ctx.addIssue({ code: "custom", message: TIMESTAMP_MESSAGE });
      return z.NEVER;
    }
    return time;
  });

export const errorRecordSchema = z.object({
  type: z.enum(errorTypes),
  message: z.string().min(1).max(limits.messageLength),
  /** Kept to its first characters: the top frames say where; the rest would only fill the database. */
  stack: z
    .string()
    .nullish()
    .transform((value) => value?.slice(0, limits.stackLength) || undefined),
  timestamp,
  userAgent,
  url: pageUrl,
});

export const errorBatchSchema = z.object({
  errors: z.array(errorRecordSchema).min(1).max(limits.recordsPerRequest),
});

const ONE_HOUR_MS = 3_600_000;
const duration = z.number().finite().min(0).max(ONE_HOUR_MS);

const metricsSchema = z
  .object(
    Object.fromEntries(
      metricNames.map((name) => [
        name,
        name === "cumulativeLayoutShift" ? z.number().finite().min(0).max(100) : duration,
      ]),
    ) as Record<MetricName, z.ZodNumber>,
  )
  .partial()
  .refine(
    (metrics) => Object.values(metrics).filter((value) => value !== undefined).length > 2,
    "A report needs more than 2 metrics",
  );

type Entry = { name?: unknown; componentName?: unknown; duration?: unknown; renderTime?: unknown } | null;

/**
 * Component metrics come as an object of durations by name, or as a list of entries
 * ({name, duration} or {componentName, renderTime}); a list becomes the object. A list
 * with an entry of neither form is left as it is, for the object schema to refuse.
 */
function componentMetricsObject(value: unknown): unknown {
  if (value === null) return undefined;
  if (!Array.isArray(value)) return value;
  const entries = (value as Entry[]).map((entry) => [
    entry?.name ?? entry?.componentName,
    entry?.duration ?? entry?.renderTime,
  ]);
  if (entries.some(([name]) => typeof name !== "string")) return value;
  return Object.fromEntries(entries);
}

export const performanceReportSchema = z.object({
  metrics: metricsSchema,
  componentMetrics: z.preprocess(
    componentMetricsObject,
    z
      .record(z.string().min(1).max(limits.componentNameLength), duration, {
        error: "Must be durations by name, as an object or a list of {name, duration}",
      })
      .refine(
        (entries) => Object.keys(entries).length <= limits.componentMetrics,
        `At most ${limits.componentMetrics} entries`,
      )
      .default({}),
  ),
  timestamp,
  url: pageUrl,
  userAgent,
});

export type ErrorBatchInput = z.output<typeof errorBatchSchema>;
export type PerformanceReportInput = z.output<typeof performanceReportSchema>;
