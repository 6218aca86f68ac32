import { z } from "#app/lib/zod.ts";

/**
 * Sent with every lead form besides its fields. `website` is the honeypot and
 * `startedAt` the moment the form was opened (ms since the epoch): both are read
 * as given, because a bot that fills them oddly must get the same answer as a person.
 * The idempotency key is read by the API (body field or Idempotency-Key header), not here.
 */
export const submissionFields = {
  website: z.unknown().optional(),
  startedAt: z.unknown().optional(),
  pageUrl: z
    .string()
    .optional()
    .transform((value) => value?.slice(0, 2000) || undefined),
};

/** A person takes longer than this to fill any of the forms. */
export const MIN_FILL_MS = 3_000;

/**
 * What a submission shows that bots show: the hidden field filled, no start time
 * (a script posting the SPEC's fields, or an old page), or a fill under 3 s (a bot,
 * or a person whose browser autofilled the form).
 */
export const spamSignals = ["honeypot", "missing_start_time", "fast_fill"] as const;
export type SpamSignal = (typeof spamSignals)[number];

/** The signals of one submission. A start time in the future is a visitor's clock running ahead: no signal. */
export function spamSignalsOf(
  { website, startedAt }: { website?: unknown; startedAt?: unknown },
  now: number,
): SpamSignal[] {
  const signals: SpamSignal[] = [];
  if (website !== undefined && website !== null && website !== "") signals.push("honeypot");
  if (typeof startedAt !== "number" || !Number.isFinite(startedAt)) signals.push("missing_start_time");
  else if (now - startedAt >= 0 && now - startedAt < MIN_FILL_MS) signals.push("fast_fill");
  return signals;
}

/**
 * Only the honeypot marks a lead as spam on arrival: people never see that field, while
 * a missing start time or a fast fill also happens to real customers. Those make a lead
 * "possible spam", which staff see and decide.
 */
export function isSpamOnArrival(signals: readonly SpamSignal[]): boolean {
  return signals.includes("honeypot");
}
