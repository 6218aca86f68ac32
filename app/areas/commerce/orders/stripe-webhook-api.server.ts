import { stripeSettings } from "#server/config.ts";
import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import { handleStripeEvent, malformedCheckoutFields } from "./stripe-events.server.ts";
import { stripeClient, type Stripe } from "./stripe-client.server.ts";

export const STRIPE_NOT_CONFIGURED = "Card payment is not configured";
export const STRIPE_SIGNATURE_REFUSED = "The Stripe-Signature header is missing or does not match the body";
export const STRIPE_EVENT_MALFORMED = "The event's Checkout Session lacks the fields it is read by";

/**
 * POST /api/stripe/webhook: Stripe's events about Checkout Sessions. Open to anyone, since Stripe signs each event
 * with the endpoint's secret and nothing is believed before the SDK has checked that signature over the raw bytes
 * (and its timestamp, against replays older than 5 minutes). Answers 200 once the event is handled or deliberately
 * ignored; a signed event whose contents cannot be read is logged and answered 400 (no retry would read it); any
 * other failure answers 500, so Stripe tries again later.
 */
export const stripeWebhookApi: ApiRoute[] = [
  {
    ...defineApi("post", "/api/stripe/webhook", "public", async (req) => {
      const stripe = stripeClient(req.services);
      const settings = stripeSettings(req.services.config);
      if (!stripe || !settings) throw notFound(STRIPE_NOT_CONFIGURED);
      let event: Stripe.Event;
      try {
        const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        event = stripe.webhooks.constructEvent(body, req.get("stripe-signature") ?? "", settings.webhookSecret);
      } catch {
        throw invalid(STRIPE_SIGNATURE_REFUSED);
      }
      const malformed = malformedCheckoutFields(event);
      if (malformed.length > 0) {
        req.log.warn({ eventId: event.id, type: event.type, malformed }, "Stripe event with malformed contents");
        throw invalid(STRIPE_EVENT_MALFORMED);
      }
      const outcome = await handleStripeEvent(req.services, event);
      req.log.info({ eventId: event.id, type: event.type, outcome }, "Stripe event");
      if (outcome === "paid") req.services.mailWorker.wake();
      return { received: true };
    }),
    body: "raw",
  },
];
