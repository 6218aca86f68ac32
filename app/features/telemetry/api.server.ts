import type { AppServices } from "../../../server/services.ts";
import { defineApi } from "../../../server/http/api-route.ts";
import { parseInput } from "../../../server/http/errors.ts";
import { clientRateLimitKey } from "../../../server/http/rate-limit-key.ts";
import { createRateLimit, type RateLimit } from "../../../server/http/rate-limit.ts";
import { errorBatchSchema, performanceReportSchema } from "./report-schema.ts";
import { storeErrorReports, storePerformanceReport } from "./store.server.ts";

/** A browser flushes errors every 5 s and sends one performance report per page: 60 a minute leaves room for tabs. */
const REQUESTS_PER_MINUTE = 60;
const LIMIT_MESSAGE = "Too many reports. Please try again later.";

interface TelemetryLimits {
  errors: RateLimit;
  performance: RateLimit;
}

const limitsByServices = new WeakMap<AppServices, TelemetryLimits>();

function telemetryLimits(services: AppServices): TelemetryLimits {
  let limits = limitsByServices.get(services);
  if (!limits) {
    const rule = (name: string) => ({ name, points: REQUESTS_PER_MINUTE, durationSeconds: 60, message: LIMIT_MESSAGE });
    limits = {
      errors: createRateLimit(services.database, rule("telemetry-errors-ip")),
      performance: createRateLimit(services.database, rule("telemetry-performance-ip")),
    };
    limitsByServices.set(services, limits);
  }
  return limits;
}

export const telemetryApi = [
  defineApi({
    method: "post",
    path: "/api/errors",
    access: "public",
    handler: async (req, res) => {
      await telemetryLimits(req.services).errors.consume(clientRateLimitKey(req));
      const batch = parseInput(errorBatchSchema, req.body);
      await storeErrorReports(req.services.db, batch);
      res.status(204).end();
    },
  }),
  defineApi({
    method: "post",
    path: "/api/performance",
    access: "public",
    handler: async (req, res) => {
      await telemetryLimits(req.services).performance.consume(clientRateLimitKey(req));
      const report = parseInput(performanceReportSchema, req.body);
      await storePerformanceReport(req.services.db, report);
      res.status(204).end();
    },
  }),
];
