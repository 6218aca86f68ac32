export { TelemetryLoader } from "./telemetry-loader.tsx";
export {
  reportRenderError,
  useReportRenderError,
  type RenderBoundary,
  type RenderErrorContext,
} from "./render-error.ts";
export { ErrorReportsView } from "./error-reports-view.tsx";
export { WebVitalsView } from "./web-vitals-view.tsx";
export { rate as rateMetric } from "./metric-info.ts";
