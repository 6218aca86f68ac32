/** Telemetry's face for the server: its JSON API and its retention job. */
export { telemetryApi } from "./api.server.ts";
export { telemetryRetentionJob } from "./retention.server.ts";
export { loadErrorReports } from "./admin-loaders.server.ts";
export { loadWebVitals } from "./admin-loaders.server.ts";
export { vitalsByPage, type PageVitals } from "./vitals-by-page.server.ts";
