import type { AreaModule } from "#server/area-module.ts";
import { analyticsApi } from "./analytics/index.server.ts";
import { telemetryApi, telemetryRetentionJob } from "./telemetry/index.server.ts";

/** Insights: error reports and web vitals from browsers, and the analytics page's figures over every area. */
export const insightsArea: AreaModule = {
  name: "insights",
  apiRoutes: [...telemetryApi, ...analyticsApi],
  jobs: [telemetryRetentionJob],
};
