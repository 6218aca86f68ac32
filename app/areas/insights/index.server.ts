/** The insights area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  telemetryApi,
  telemetryRetentionJob,
  loadErrorReports,
  loadWebVitals,
  errorBatchSchema,
  performanceReportSchema,
  errorReportRows,
  performanceReportRow,
  storeErrorReports,
  storePerformanceReport,
} from "./telemetry/index.server.ts";
export { analyticsApi, loadAnalyticsPage } from "./analytics/index.server.ts";
export { insightsArea } from "./area.server.ts";
export { loadStaffHome } from "./staff-home/index.server.ts";
