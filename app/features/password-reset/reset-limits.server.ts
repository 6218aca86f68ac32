import { createRateLimit, type RateLimit } from "../../../server/http/rate-limit.ts";
import type { AppServices } from "../../../server/services.ts";

export interface ResetLimits {
  /** Reset requests per client address. */
  requestsByIp: RateLimit;
  /** Reset requests per e-mail address or username asked for, so one inbox is not flooded. */
  requestsByAccount: RateLimit;
}

const MESSAGE = "Too many password reset requests. Please wait an hour and try again.";
const limitsByServices = new WeakMap<AppServices, ResetLimits>();

export function resetLimits(services: AppServices): ResetLimits {
  let limits = limitsByServices.get(services);
  if (!limits) {
    limits = {
      requestsByIp: createRateLimit(services.database, {
        name: "password-reset-ip",
        points: 10,
        durationSeconds: 60 * 60,
        message: MESSAGE,
      }),
      requestsByAccount: createRateLimit(services.database, {
        name: "password-reset-account",
        points: 3,
        durationSeconds: 60 * 60,
        message: MESSAGE,
      }),
    };
    limitsByServices.set(services, limits);
  }
  return limits;
}
