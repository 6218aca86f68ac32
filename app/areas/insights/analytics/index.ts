/** Analytics' face for the browser: its page. */
export { AnalyticsView } from "./analytics-view.tsx";
