import pino from "pino";
import type { Config } from "./config.ts";

export type Logger = pino.Logger;

/** Paths that may hold secrets or personal data; pino replaces them before writing. */
const redactPaths = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "*.password",
  "*.confirmPassword",
  "*.currentPassword",
  "*.newPassword",
  "*.token",
  "*.html",
  "*.text",
];

export function createLogger(config: Pick<Config, "LOG_LEVEL">): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: { paths: redactPaths, censor: "[redacted]" },
  });
}
