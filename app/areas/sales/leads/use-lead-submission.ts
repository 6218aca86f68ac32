import { useCallback, useRef, useState } from "react";
import { newIdempotencyKey } from "#app/lib/new-idempotency-key.ts";

/** Sent with a lead besides its fields; see submission-schema.ts. */
export interface SubmissionMeta {
  website: string;
  startedAt: number;
  idempotencyKey: string;
  pageUrl: string;
}

const newFill = () => ({ idempotencyKey: newIdempotencyKey(), startedAt: Date.now() });

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
