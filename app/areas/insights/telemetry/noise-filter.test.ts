import { describe, expect, it } from "vitest";
import { isNoise, type RawError } from "./noise-filter.ts";

const js = (message: string, extra: Partial<RawError> = {}): RawError => ({ type: "js_error", message, ...extra });

describe("isNoise", () => {
  it.each([
    ["a Chrome extension's stack", js("x is undefined", { stack: "at f (chrome-extension://abcdef/content.js:1:2)" })],
    ["a Firefox extension's source", js("boom", { source: "moz-extension://1234/inject.js" })],
    ["a Safari extension's stack", js("boom", { stack: "f@safari-web-extension://1234/script.js:3:4" })],
    ["Safari's masked extension URL", js("boom", { stack: "@webkit-masked-url://hidden/:1:2" })],
    ["the ResizeObserver loop notice", js("ResizeObserver loop completed with undelivered notifications.")],
    ["the older ResizeObserver text", js("ResizeObserver loop limit exceeded")],
    ["an opaque cross-origin error", js("Script error.")],
    ["Vite's client", js("[vite] failed to connect to websocket")],
  ])("drops %s", (_name, error) => {
    expect(isNoise(error)).toBe(true);
  });

  it.each([
    [
      "our own error",
      js("Cannot read properties of undefined (reading 'map')", { stack: "at Home (/assets/home-abc.js:1:2)" }),
    ],
    ["a script error that has a stack", js("Script error.", { stack: "at x (/assets/a.js:1:1)" })],
    ["a rejection", { type: "promise_rejection", message: "Load failed" } as RawError],
    ["a failed request", { type: "network_error", message: "HTTP 500: Internal Server Error" } as RawError],
  ])("keeps %s", (_name, error) => {
    expect(isNoise(error)).toBe(false);
  });
});
