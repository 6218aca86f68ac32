/** The insights area's face for browser-safe code in other areas and routes (generated from its features' index.ts). */
export { TelemetryLoader, reportRenderError, useReportRenderError, type RenderBoundary, type RenderErrorContext } from "./telemetry/index.ts";
