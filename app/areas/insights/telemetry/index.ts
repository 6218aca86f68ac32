export { TelemetryLoader } from "./telemetry-loader.tsx";
export {
  reportRenderError,
  useReportRenderError,
  type RenderBoundary,
  type RenderErrorContext,
} from "./render-error.ts";
