import type { Database } from "#server/db/client.ts";
import { perApplication } from "#server/per-application.ts";
import { defineApi } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { errorBatchSchema, performanceReportSchema } from "./report-schema.ts";
import { withinClientQuota } from "./client-quota.server.ts";
import { errorReportRows, performanceReportRow, storeErrorReports, storePerformanceReport } from "./store.server.ts";

/** A browser flushes errors every 5 s and sends one performance report per page: 60 a minute leaves room for tabs. */
const REQUESTS_PER_MINUTE = 60;
const LIMIT_MESSAGE = "Too many reports. Please try again later.";

interface TelemetryLimits {
  errors: RateLimit;
  performance: RateLimit;
}

const rule = (name: string) => ({ name, points: REQUESTS_PER_MINUTE, durationSeconds: 60, message: LIMIT_MESSAGE });

const telemetryLimits = perApplication((services): TelemetryLimits => ({
  errors: createRateLimit(services.database, rule("telemetry-errors-ip")),
  performance: createRateLimit(services.database, rule("telemetry-performance-ip")),
}));

/**
 * Both endpoints answer 204 also when a client's hourly cap drops its reports: senders
 * ignore the answer or, like the SPEC's error queue, send a refused batch again, which
 * would only repeat the request. Past the per-minute request limit they answer 429.
 */
/** One telemetry endpoint: its per-minute limit, then the client's hourly cap, then the rows stored. */
function reportEndpoint<Row extends object>(
  path: `/api/${string}`,
  limit: keyof TelemetryLimits,
  rowsOf: (body: unknown) => Row[],
  store: (db: Database, rows: Row[]) => Promise<void>,
) {
  return defineApi("post", path, "public", async (req, res) => {
    await telemetryLimits(req.services)[limit].consume(clientRateLimitKey(req));
    const rows = rowsOf(req.body);
    if (await withinClientQuota(req.services, clientRateLimitKey(req), rows)) await store(req.services.db, rows);
    else req.log.debug({ path, rows: rows.length }, "telemetry dropped: client over its hourly cap");
    res.status(204).end();
  });
}

export const telemetryApi = [
  reportEndpoint(
    "/api/errors",
    "errors",
    (body) => errorReportRows(parseInput(errorBatchSchema, body)),
    storeErrorReports,
  ),
  reportEndpoint(
    "/api/performance",
    "performance",
    (body) => [performanceReportRow(parseInput(performanceReportSchema, body))],
    (db, [row]) => storePerformanceReport(db, row!),
  ),
];
