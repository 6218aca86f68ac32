/** Analytics' face for the server: its JSON API. */
export { analyticsApi } from "./api.server.ts";
export { loadAnalyticsPage } from "./analytics-page.server.ts";
