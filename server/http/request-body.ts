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

/** How deep a JSON body may nest; no form or API of ours sends more than a few levels. */
export const JSON_DEPTH_LIMIT = 32;
export const TOO_DEEP_MESSAGE = `JSON nested more than ${JSON_DEPTH_LIMIT} levels deep`;

/**
 * Whether a parsed value nests deeper than `limit` objects or arrays. It walks with its own stack: everything that
 * reads a body later (the text rule, the idempotency fingerprint, zod) recurses, and would overflow Node's.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== "object" || next.value === null) continue;
    if (next.depth === limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/**
 * Reads a JSON body (gzip, deflate and br accepted) into req.body; a body it cannot read, or one nested deeper than
 * JSON_DEPTH_LIMIT, is a 4xx HttpError before anything else reads it.
 */
export function jsonBody(): RequestHandler {
  const parse = express.json({ limit: BODY_LIMIT_BYTES });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (error) return next(bodyReadError(error));
      next(nestsDeeperThan(req.body, JSON_DEPTH_LIMIT) ? new HttpError(400, TOO_DEEP_MESSAGE) : undefined);
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
