import express, { Router, type Request, type RequestHandler } from "express";
import type { ApiRoute } from "./api-route.ts";
import { HttpError } from "./errors.ts";

/** The most a request body may hold, decompressed: the JSON API and page actions alike. */
export const BODY_LIMIT_BYTES = 100 * 1024;

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** body-parser's failures, by the `type` it marks them with; each one is the client's fault. */
const bodyFailures: Record<string, { status: number; message: string }> = {
  "entity.too.large": { status: 413, message: "Request body is too large" },
  "entity.parse.failed": { status: 400, message: "Malformed JSON in request body" },
  "encoding.unsupported": { status: 415, message: "Unsupported content encoding" },
  "charset.unsupported": { status: 415, message: "Unsupported charset" },
};

function bodyReadError(error: unknown): unknown {
  const { type, status } = error as { type?: unknown; status?: unknown };
  if (typeof status !== "number" || status >= 500) return error;
  const known = typeof type === "string" ? bodyFailures[type] : undefined;
  if (known) return new HttpError(known.status, known.message);
  // The only failures body-parser leaves unmarked are its decompression stream's (a body not in its encoding).
  if (type === undefined) return new HttpError(400, "The request body could not be decompressed");
  return new HttpError(status, "The request body could not be read");
}

/**
 * Deeper than any body the API takes (an order's address is 3 levels down). JSON.parse reads a body of 20,000
 * nested arrays, but code that walks it recursively (JSON.stringify for an Idempotency-Key's fingerprint) overflows
 * the stack: a 500.
 */
const MAX_JSON_DEPTH = 32;

/** Walked with a stack of its own, so the check cannot overflow either. */
function nestedTooDeep(value: unknown): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= MAX_JSON_DEPTH) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Reads a JSON body (gzip, deflate and br accepted) into req.body; a body it cannot read is a 4xx HttpError. */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT_BYTES });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(bodyReadError(error));
      if (nestedTooDeep(req.body)) return next(new HttpError(400, "The JSON body is nested too deeply"));
      next();
    });
}

/**
 * Reads the bodies of the routes declared `body: "raw"` as bytes, under the same limit, before the JSON parser
 * runs: a signature is over the exact bytes, which parsing and re-serialising would not give back. The JSON parser
 * then leaves a body already read alone.
 */
export function rawBodies(routes: readonly ApiRoute[]): Router {
  const parse = express.raw({ type: () => true, limit: BODY_LIMIT_BYTES });
  const read: RequestHandler = (req, res, next) =>
    parse(req, res, (error?: unknown) => next(error ? bodyReadError(error) : undefined));
  const router = Router();
  for (const route of routes) if (route.body === "raw") router[route.method](route.path, read);
  return router;
}

/**
 * Guards a page action's body before React Router reads it from the socket. The express
 * adapter streams the request as it is, so nothing can be counted on the way: a body must
 * declare its length (browsers always do for a form) and the length must be within the limit;
 * Node then never delivers more bytes than declared. Browsers never compress a form, so
 * any encoding is refused.
 */
export const pageBodyLimits: RequestHandler = (req, res, next) => {
  const refusal = MUTATING.has(req.method) ? pageBodyRefusal(req) : null;
  if (!refusal) return next();
  // Answered without reading the body: the connection closes after the answer instead of draining it.
  res.set("Connection", "close");
  next(refusal);
};

function pageBodyRefusal(req: Request): HttpError | null {
  const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity") return new HttpError(415, "Unsupported content encoding");
  const length = req.get("content-length");
  if (length === undefined) {
    return req.get("transfer-encoding") === undefined
      ? null
      : new HttpError(411, "The request body must declare its length");
  }
  return Number(length) > BODY_LIMIT_BYTES ? new HttpError(413, "Request body is too large") : null;
}
