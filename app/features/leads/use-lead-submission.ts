import { useCallback, useRef, useState } from "react";

/** Sent with a lead besides its fields; see submission-schema.ts. */
export interface SubmissionMeta {
  website: string;
  startedAt: number;
  idempotencyKey: string;
  pageUrl: string;
}

/** crypto.randomUUID needs a secure context; getRandomValues does not. */
function uuid(): string {
  if (typeof crypto.randomUUID === "function" && globalThis.isSecureContext) return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const newFill = () => ({ idempotencyKey: uuid(), startedAt: Date.now() });

/**
 * One fill of a lead form: when it was opened, its idempotency key (kept
 * across retries, so a retry cannot store the lead twice) and the honeypot input.
 * `startNewFill` begins the next one, after a success.
 */
export function useLeadSubmission() {
  const [fill, setFill] = useState(newFill);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const meta = useCallback(
    (): SubmissionMeta => ({
      website: honeypotRef.current?.value ?? "",
      startedAt: fill.startedAt,
      idempotencyKey: fill.idempotencyKey,
      pageUrl: window.location.href,
    }),
    [fill],
  );
  const startNewFill = useCallback(() => setFill(newFill()), []);
  return { honeypotRef, meta, startNewFill };
}
