import Stripe from "stripe";
import { stripeSettings, type Config } from "#server/config.ts";
import { perApplication } from "#server/per-application.ts";
import { offeredPaymentMethods } from "./order-values.ts";

/** How long one call to Stripe may take; a buyer waits for it at "Place order" (Stripe's default is 80 s). */
const STRIPE_TIMEOUT_MS = 10_000;

/**
 * The application's Stripe client, or null when card payment is not configured. Its requests go to Stripe's API or
 * to STRIPE_API_BASE (the tests' local fake); its one retry reuses the request's idempotency key.
 */
export const stripeClient = perApplication((services): Stripe | null => {
  const settings = stripeSettings(services.config);
  if (!settings) return null;
  const { apiBase } = settings;
  const protocol = apiBase.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: apiBase.hostname,
    port: apiBase.port || (protocol === "http" ? 80 : 443),
    protocol,
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
  });
});

/** What the checkout page offers: invoice, and card when both Stripe settings are set. */
export const checkoutPaymentMethods = (config: Config) => offeredPaymentMethods(stripeSettings(config) !== null);

export type { Stripe };
