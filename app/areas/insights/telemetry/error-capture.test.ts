import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest } from "#app/lib/api.ts";
import { fromErrorEvent, fromRejection, installErrorCapture } from "./error-capture.ts";
import type { RawError } from "./noise-filter.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

function event(type: string, fields: Record<string, unknown>): Event {
  return Object.assign(new Event(type), fields);
}

describe("fromErrorEvent", () => {
  it("takes message and stack from the thrown error", () => {
    const error = new Error("e2e boom");
    expect(
      fromErrorEvent({ message: "Uncaught Error: e2e boom", error, filename: "https://x.test/assets/a.js" }),
    ).toEqual({
      type: "js_error",
      message: "e2e boom",
      stack: error.stack,
      source: "https://x.test/assets/a.js",
    });
  });

  it("falls back to the event's message and location when nothing was thrown with it", () => {
    expect(fromErrorEvent({ message: "Script error.", error: null, filename: "" })).toEqual({
      type: "js_error",
      message: "Script error.",
    });
    expect(
      fromErrorEvent({ message: "Uncaught 42", error: 42, filename: "https://x.test/a.js", lineno: 3, colno: 7 }),
    ).toEqual({ type: "js_error", message: "42", stack: "at https://x.test/a.js:3:7", source: "https://x.test/a.js" });
  });
});

describe("fromRejection", () => {
  it("describes errors, strings and other values", () => {
    expect(fromRejection(new TypeError("Load failed"))).toMatchObject({
      type: "promise_rejection",
      message: "Load failed",
    });
    expect(fromRejection("nope")).toEqual({ type: "promise_rejection", message: "nope" });
    expect(fromRejection({ code: 7 })).toEqual({ type: "promise_rejection", message: '{"code":7}' });
    expect(fromRejection(undefined)).toEqual({ type: "promise_rejection", message: "undefined" });
  });
});

describe("installErrorCapture", () => {
  it("reports uncaught errors, unhandled rejections and failed API requests until stopped", async () => {
    const target = new EventTarget();
    const reports: RawError[] = [];
    const stop = installErrorCapture(target, (error) => reports.push(error));

    target.dispatchEvent(event("error", { message: "Uncaught Error: boom", error: new Error("boom") }));
    target.dispatchEvent(event("unhandledrejection", { reason: new Error("rejected") }));
    vi.stubGlobal("fetch", async () => new Response("{}", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/user")).rejects.toMatchObject({ status: 503 });
    vi.stubGlobal("fetch", async () => Promise.reject(new TypeError("Failed to fetch")));
    await expect(apiRequest("GET", "/api/user")).rejects.toThrow("Failed to fetch");

    expect(reports.map(({ type, message }) => ({ type, message }))).toEqual([
      { type: "js_error", message: "boom" },
      { type: "promise_rejection", message: "rejected" },
      { type: "network_error", message: "HTTP 503: Service Unavailable" },
      { type: "network_error", message: "Failed to fetch" },
    ]);

    stop();
    target.dispatchEvent(event("error", { message: "after", error: new Error("after") }));
    await expect(apiRequest("GET", "/api/user")).rejects.toThrow();
    expect(reports).toHaveLength(4);
  });
});
