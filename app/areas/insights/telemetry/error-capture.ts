import { onRequestFailure } from "#app/lib/api.ts";
import type { RawError } from "./noise-filter.ts";

type RequestFailure = Parameters<Parameters<typeof onRequestFailure>[0]>[0];

interface ErrorEventLike {
  message: string;
  error?: unknown;
  filename?: string;
  lineno?: number;
  colno?: number;
}

/** Message and stack of anything thrown: an Error, a string, or any other value. */
export function describeThrown(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error)
    return { message: value.message || value.name, ...(value.stack ? { stack: value.stack } : {}) };
  if (typeof value === "string") return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

export function fromErrorEvent(event: ErrorEventLike): RawError {
  const thrown = event.error == null ? { message: event.message } : describeThrown(event.error);
  const where = event.filename ? `at ${event.filename}:${event.lineno ?? 0}:${event.colno ?? 0}` : undefined;
  const stack = thrown.stack ?? where;
  return {
    type: "js_error",
    message: thrown.message || event.message,
    ...(stack ? { stack } : {}),
    ...(event.filename ? { source: event.filename } : {}),
  };
}

export function fromRejection(reason: unknown): RawError {
  return { type: "promise_rejection", ...describeThrown(reason) };
}

/** SPEC §7: 'HTTP {status}: {statusText}', or the failure's own message. */
export function fromRequestFailure(failure: RequestFailure): RawError {
  return {
    type: "network_error",
    message: "status" in failure ? `HTTP ${failure.status}: ${failure.statusText}` : failure.failure,
  };
}

/** Listens for uncaught errors, unhandled rejections and failed API requests; returns what stops listening. */
export function installErrorCapture(target: EventTarget, report: (error: RawError) => void): () => void {
  const onError = (event: Event) => report(fromErrorEvent(event as ErrorEvent));
  const onRejection = (event: Event) => report(fromRejection((event as PromiseRejectionEvent).reason));
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  const stopRequests = onRequestFailure((failure) => report(fromRequestFailure(failure)));
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
    stopRequests();
  };
}
