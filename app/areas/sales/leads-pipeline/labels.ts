import type { SpamSignal } from "#app/areas/sales/leads/index.ts";

/** Why a lead arrived as (possible) spam. */
export const spamSignalLabels: Record<SpamSignal, string> = {
  honeypot: "hidden field filled in",
  missing_start_time: "no form start time",
  fast_fill: "sent within 3 seconds of opening the form",
};
