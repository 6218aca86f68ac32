import type { AreaModule } from "#server/area-module.ts";
import { telemetryApi, telemetryRetentionJob } from "./telemetry/index.server.ts";

/** Insights: error reports and web vitals from browsers (analytics comes here). */
export const insightsArea: AreaModule = {
  name: "insights",
  apiRoutes: telemetryApi,
  jobs: [telemetryRetentionJob],
};
