import { createRateLimit, type RateLimit } from "../../../server/http/rate-limit.ts";
import type { AppServices } from "../../../server/services.ts";

const limits = new WeakMap<AppServices, RateLimit>();

/** Confirmation mails per account (resends and e-mail changes), so an account cannot be used to flood an inbox. */
export function verificationMailLimit(services: AppServices): RateLimit {
  let limit = limits.get(services);
  if (!limit) {
    limit = createRateLimit(services.database, {
      name: "verification-mail-user",
      points: 5,
      durationSeconds: 60 * 60,
      message: "Too many confirmation e-mails have been sent. Please try again in an hour.",
    });
    limits.set(services, limit);
  }
  return limit;
}
