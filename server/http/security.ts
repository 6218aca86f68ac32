import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "#server/config.ts";
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

const nonceSource = (_req: IncomingMessage, res: ServerResponse) =>
  `'nonce-${(res as ServerResponse & { locals: { cspNonce: string } }).locals.cspNonce}'`;

/**
 * The security headers (helmet) with a fresh CSP nonce per response in `res.locals.cspNonce`, which the
 * prerendered pages and React Router's scripts carry. Helmet has no Permissions-Policy, so that one is set here.
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonceSource, "'strict-dynamic'", ...options.scriptOrigins],
        // Radix and React set style attributes at run time; no script can come from a style.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...options.scriptOrigins, ...(options.dev ? ["ws:", "wss:"] : [])],
        mediaSrc: ["'self'", "blob:", ...options.scriptOrigins],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: options.production ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.production ? { maxAge: 63072000, includeSubDomains: true } : false,
  });
  return (req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", "camera=(), geolocation=(), payment=(), usb=()");
    headers(req, res, next);
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
