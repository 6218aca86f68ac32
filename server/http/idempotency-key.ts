import { createHash } from "node:crypto";
import type { Request } from "express";
import { HttpError, validationMessage } from "./errors.ts";

export const IDEMPOTENCY_KEY_MESSAGE = "Invalid idempotency key";
export const IDEMPOTENCY_KEY_MISMATCH = "The Idempotency-Key header and the idempotencyKey field differ";
export const KEY_REUSED = "This Idempotency-Key was already used for a different request";

/**
 * 16 to 255 visible ASCII characters. The lower bound keeps keys unguessable enough that
 * nobody finds another visitor's record by trying short keys; a UUID (what the site's forms
 * send) is 36.
 */
const KEY_FORMAT = /^[\x21-\x7e]{16,255}$/;

/** The IETF draft sends the key as a structured-field string, in double quotes; a bare token is taken too. */
function unquote(header: string): string {
  const trimmed = header.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"') ? trimmed.slice(1, -1) : trimmed;
}

function invalid(message: string): HttpError {
  return new HttpError(400, validationMessage, { idempotencyKey: message });
}

/**
 * A create request's idempotency key, from the `Idempotency-Key` header
 * (draft-ietf-httpapi-idempotency-key-header) or the body's `idempotencyKey` field.
 * Either may be sent, or both when they are equal; two different keys are a 400, as is
 * a key outside the format. Undefined when neither is sent.
 */
export function idempotencyKeyOf(req: Request): string | undefined {
  const header = req.get("idempotency-key");
  const field = (req.body as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return checkedIdempotencyKey(header === undefined ? undefined : unquote(header), field);
}

/**
 * The key a request names in its header (already unquoted) or its body's field, checked as `idempotencyKeyOf` says:
 * a page's form, which has no header, has its field checked by the same rule, so both doors refuse alike.
 */
export function checkedIdempotencyKey(fromHeader: string | undefined, field: unknown): string | undefined {
  if (field !== undefined && field !== null && typeof field !== "string") throw invalid(IDEMPOTENCY_KEY_MESSAGE);
  const fromBody = field ?? undefined;
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw invalid(IDEMPOTENCY_KEY_MISMATCH);
  }
  const key = fromHeader ?? fromBody;
  if (key !== undefined && !KEY_FORMAT.test(key)) throw invalid(IDEMPOTENCY_KEY_MESSAGE);
  return key;
}

/**
 * What makes two requests with one key the same request: a JSON body's bytes, or an upload's length (its bytes are
 * not read yet, and its multipart boundary is drawn afresh by each retry). A SHA-256, in hex.
 */
export function requestFingerprint(req: Request): string {
  const what = req.is("multipart/form-data")
    ? `multipart ${req.get("content-length")}`
    : JSON.stringify(req.body ?? null);
  return createHash("sha256").update(what).digest("hex");
}

/** The draft's answer to a key sent again with another request: 422, naming the field. */
export const keyReused = () => new HttpError(422, KEY_REUSED, { idempotencyKey: KEY_REUSED });

/** Refuses a key whose first request was another one; a record kept from before fingerprints (null) is not checked. */
export function assertSameRequest(first: string | null, fingerprint: string): void {
  if (first !== null && first !== fingerprint) throw keyReused();
}
