import { DATE_OUT_OF_RANGE_MESSAGE, isIsoDateInRange } from "../../lib/date-range.ts";
import { z } from "../../lib/zod.ts";
import { errorTypes, metricNames, reportLimits as limits, type MetricName } from "./reports.ts";

function isPageUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

const pageUrl = z.string().max(limits.urlLength).refine(isPageUrl, "Must be an http(s) address");
const userAgent = z.string().max(limits.userAgentLength);
const timestamp = z.iso.datetime({ offset: true }).refine(isIsoDateInRange, DATE_OUT_OF_RANGE_MESSAGE);

export const errorRecordSchema = z.object({
  type: z.enum(errorTypes),
  message: z.string().min(1).max(limits.messageLength),
  stack: z.string().max(limits.stackLength).optional(),
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

export const performanceReportSchema = z.object({
  metrics: metricsSchema,
  componentMetrics: z
    .record(z.string().min(1).max(limits.componentNameLength), duration)
    .refine(
      (entries) => Object.keys(entries).length <= limits.componentMetrics,
      `At most ${limits.componentMetrics} entries`,
    )
    .default({}),
  timestamp,
  url: pageUrl,
  userAgent,
});

export type ErrorBatchInput = z.output<typeof errorBatchSchema>;
export type PerformanceReportInput = z.output<typeof performanceReportSchema>;
