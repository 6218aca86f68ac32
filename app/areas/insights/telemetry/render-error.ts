import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { describeThrown } from "./error-capture.ts";
import { queueError } from "./error-sink.ts";
import type { RawError } from "./noise-filter.ts";

/** SPEC §8: render errors are reported as one of these, with the route path and component stack. */
export type RenderBoundary = "React Error Boundary" | "Route Error";

export interface RenderErrorContext {
  boundary: RenderBoundary;
  routePath: string;
  /** React's ErrorInfo.componentStack, where the boundary has it. */
  componentStack?: string | null;
}

/** Null for a 404 or 403 answer shown by a boundary: that is a response, not a crash. */
export function renderErrorRecord(
  error: unknown,
  { boundary, routePath, componentStack }: RenderErrorContext,
): RawError | null {
  if (isRouteErrorResponse(error)) return null;
  const { message, stack } = describeThrown(error);
  const details = [stack, `Route: ${routePath}`, componentStack ? `Component stack:${componentStack}` : ""];
  return { type: "js_error", message: `${boundary}: ${message}`, stack: details.filter(Boolean).join("\n\n") };
}

/** For an error boundary; does nothing while rendering on the server. */
export function reportRenderError(error: unknown, context: RenderErrorContext): void {
  if (typeof window === "undefined") return;
  const record = renderErrorRecord(error, context);
  if (record) queueError(record);
}

/** For a route's ErrorBoundary component: reports the error it shows, once it is on screen. */
export function useReportRenderError(error: unknown, boundary: RenderBoundary = "Route Error"): void {
  const { pathname } = useLocation();
  useEffect(() => {
    reportRenderError(error, { boundary, routePath: pathname });
  }, [error, boundary, pathname]);
}
