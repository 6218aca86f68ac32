import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import type { Config } from "../config.ts";
import { HttpError } from "./errors.ts";

export interface CspOptions {
  production: boolean;
  /** Origins of configured third-party scripts (the voice widget). */
  scriptOrigins: string[];
  /** Vite's dev server needs its websocket and inline styles. */
  dev?: boolean;
}

export function thirdPartyScriptOrigins(config: Config): string[] {
  return config.VOICE_WIDGET_SCRIPT_URL ? [new URL(config.VOICE_WIDGET_SCRIPT_URL).origin] : [];
}

export function contentSecurityPolicy(nonce: string, options: CspOptions): string {
  const scripts = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...options.scriptOrigins];
  const connect = [`'self'`, ...options.scriptOrigins, ...(options.dev ? ["ws:", "wss:"] : [])];
  return [
    `default-src 'self'`,
    `script-src ${scripts.join(" ")}`,
    // Radix and React set style attributes at run time; no script can come from a style.
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self'`,
    `connect-src ${connect.join(" ")}`,
    `media-src 'self' blob: ${options.scriptOrigins.join(" ")}`.trim(),
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
    ...(options.production ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/** Sets the security headers and a fresh CSP nonce (res.locals.cspNonce) on every response. */
export function securityHeaders(options: CspOptions): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=()");
    if (options.production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Whether a write comes from a page of another site, by the Sec-Fetch-Site and Origin headers browsers send. */
export function isCrossOriginWrite(header: (name: string) => string | null | undefined, host: string | undefined) {
  const fetchSite = header("sec-fetch-site");
  if (fetchSite && fetchSite !== "same-origin" && fetchSite !== "none") return true;
  const origin = header("origin");
  if (!origin) return false;
  if (origin === "null") return true;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Browsers send Sec-Fetch-Site and Origin on every cross-site write; a write
 * from another origin is refused. Bodies must be JSON or multipart, which a
 * plain cross-site HTML form cannot send.
 */
export const sameOriginWrites: RequestHandler = (req, _res, next) => {
  if (!MUTATING.has(req.method)) return next();
  if (isCrossOriginWrite((name) => req.get(name), req.get("host"))) {
    return next(new HttpError(403, "Cross-origin requests are not allowed"));
  }
  const hasBody = Number(req.get("content-length") ?? 0) > 0 || req.get("transfer-encoding") !== undefined;
  if (hasBody && !req.is(["application/json", "multipart/form-data"])) {
    return next(new HttpError(415, "Send the request body as JSON"));
  }
  next();
};
