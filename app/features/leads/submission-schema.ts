import { z } from "../../lib/zod.ts";

/**
 * Sent with every lead form besides its fields. `website` is the honeypot and
 * `startedAt` the moment the form was opened (ms since the epoch): both are read
 * as given, because a bot that fills them oddly must get the same answer as a person.
 */
export const submissionFields = {
  website: z.unknown().optional(),
  startedAt: z.unknown().optional(),
  /** A UUID the form makes once per fill: a repeat returns the first answer and stores nothing new. */
  idempotencyKey: z.uuid("Invalid idempotency key").optional(),
  pageUrl: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, 2000) || undefined),
};

/** A person takes longer than this to fill any of the forms. */
export const MIN_FILL_MS = 3_000;

/**
 * Spam: the hidden field was filled, the start time is missing, or the form was
 * sent less than 3 s after it was opened. A start time in the future is a
 * visitor's clock running ahead, not a bot: it passes.
 */
export function looksLikeSpam(
  { website, startedAt }: { website?: unknown; startedAt?: unknown },
  now: number,
): boolean {
  if (website !== undefined && website !== null && website !== "") return true;
  if (typeof startedAt !== "number" || !Number.isFinite(startedAt)) return true;
  const fillMs = now - startedAt;
  return fillMs >= 0 && fillMs < MIN_FILL_MS;
}
