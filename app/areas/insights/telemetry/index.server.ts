/** Telemetry's face for the server: its JSON API, its retention job, and how a report is read and stored. */
export { telemetryApi } from "./api.server.ts";
export { telemetryRetentionJob } from "./retention.server.ts";
export { loadErrorReports } from "./admin-loaders.server.ts";
export { loadWebVitals } from "./admin-loaders.server.ts";
export { vitalsByPage, type PageVitals } from "./vitals-by-page.server.ts";
export { errorBatchSchema, performanceReportSchema } from "./report-schema.ts";
export { errorReportRows, performanceReportRow, storeErrorReports, storePerformanceReport } from "./store.server.ts";
