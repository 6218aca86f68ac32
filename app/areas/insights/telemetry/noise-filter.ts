/** What an error source (window event, boundary, failed request) hands the monitor. */
export interface RawError {
  type: "js_error" | "promise_rejection" | "network_error";
  message: string;
  stack?: string;
  /** The script the error came from, when the browser says (ErrorEvent.filename). */
  source?: string;
}

interface NoiseRule {
  why: string;
  matches(error: RawError): boolean;
}

const EXTENSION_URL = /\b(chrome|moz|safari|safari-web|ms-browser)-extension:\/\/|\bwebkit-masked-url:\/\//;

/** Errors that say nothing about this site's code: reporting them would only bury the real ones. */
export const noiseRules: readonly NoiseRule[] = [
  {
    why: "thrown by a browser extension's script, not ours",
    matches: ({ stack, source }) => EXTENSION_URL.test(stack ?? "") || EXTENSION_URL.test(source ?? ""),
  },
  {
    why: "ResizeObserver's loop notice is benign and fires in bursts",
    matches: ({ message }) =>
      /ResizeObserver loop (limit exceeded|completed with undelivered notifications)/.test(message),
  },
  {
    why: "a cross-origin script's error: the browser hides everything but this text",
    matches: ({ message, stack }) => /^(Uncaught )?Script error\.?$/.test(message.trim()) && !stack,
  },
  {
    why: "Vite's development client (hot reload) talking about its websocket",
    matches: ({ message }) => message.startsWith("[vite]"),
  },
];

export function isNoise(error: RawError): boolean {
  return noiseRules.some((rule) => rule.matches(error));
}
