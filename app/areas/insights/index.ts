/** The insights area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  TelemetryLoader,
  reportRenderError,
  useReportRenderError,
  type RenderBoundary,
  type RenderErrorContext,
  ErrorReportsView,
  WebVitalsView,
} from "./telemetry/index.ts";
export { AnalyticsView } from "./analytics/index.ts";
export { staffNavigation as insightsStaffNavigation } from "./staff-navigation.ts";
export { StaffHome, type HomeCard } from "./staff-home/index.ts";
