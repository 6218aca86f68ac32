import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";

/** Confirmation mails per account (resends and e-mail changes), so an account cannot be used to flood an inbox. */
export const verificationMailLimit = perApplication((services): RateLimit =>
  createRateLimit(services.database, {
    name: "verification-mail-user",
    points: 5,
    durationSeconds: 60 * 60,
    message: "Too many confirmation e-mails have been sent. Please try again in an hour.",
  }),
);
