import type { Response } from "express";
import { defineApi, type ApiRequest } from "#server/http/api-route.ts";
import { invalid } from "#server/domain-errors.ts";
import { parseInput, refusalOf } from "#server/http/errors.ts";
import { clientRateLimitKey } from "#server/http/rate-limit-key.ts";
import { idempotencyKeyOf } from "#server/http/idempotency-key.ts";
import { createRateLimit, type RateLimit } from "#server/http/rate-limit.ts";
import { perApplication } from "#server/per-application.ts";
import {
  INVALID_LINK_MESSAGE,
  SUBSCRIBED_MESSAGE,
  UNSUBSCRIBED_MESSAGE,
  subscribeSchema,
  type SubscribeResponse,
} from "./newsletter-schema.ts";
import { subscribe, unsubscribeByToken } from "./subscriptions.server.ts";

const subscribeLimit = perApplication((services): RateLimit =>
  createRateLimit(services.database, {
    name: "newsletter-ip",
    points: services.config.FORM_RATE_LIMIT_PER_HOUR,
    durationSeconds: 3600,
    message: "Too many requests. Please try again in an hour.",
  }),
);

/** The newsletter answers {success, message, errors?} on failure too, which the footer form reads. */
function answer(handler: (req: ApiRequest) => Promise<string>) {
  return async (req: ApiRequest, res: Response) => {
    try {
      const message = await handler(req);
      return { success: true, message } satisfies SubscribeResponse;
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      if (refusal.headers) res.set(refusal.headers);
      const body: SubscribeResponse = { success: false, message: refusal.message };
      if (refusal.errors) {
        body.errors = refusal.errors;
        // The form shows one line: the field's own message says more than "correct the fields".
        body.message = Object.values(refusal.errors)[0] ?? refusal.message;
      }
      res.status(refusal.status).json(body);
    }
  };
}

export const newsletterApi = [
  defineApi(
    "post",
    "/api/newsletter/subscribe",
    "public",
    answer(async (req) => {
      await subscribeLimit(req.services).consume(clientRateLimitKey(req));
      // Checked like every create endpoint's; a repeat needs no lookup, as subscribing is idempotent by address.
      idempotencyKeyOf(req);
      await subscribe(req.services, parseInput(subscribeSchema, req.body), req.user?.id ?? null);
      return SUBSCRIBED_MESSAGE;
    }),
  ),
  defineApi(
    "post",
    "/api/newsletter/unsubscribe",
    "public",
    answer(async (req) => {
      const token = (req.body as { token?: unknown } | undefined)?.token ?? req.query.token;
      if (!(await unsubscribeByToken(req.services, token))) throw invalid(INVALID_LINK_MESSAGE);
      return UNSUBSCRIBED_MESSAGE;
    }),
  ),
];
