import { z } from "zod";
import type { NewsletterSource } from "./tables.server.ts";
import { newsletterSourceLabels } from "./newsletter-labels.ts";
import { optionalParam, paginationParams, searchParam } from "#app/lib/list-query.server.ts";

const newsletterSources = Object.keys(newsletterSourceLabels) as [NewsletterSource, ...NewsletterSource[]];

const subscriptionStates = ["subscribed", "unsubscribed"] as const;

/** GET /api/admin/subscribers and /admin-crm/subscribers: search by e-mail or name, newest first. */
export const subscriberListQuerySchema = z.object({
  search: searchParam,
  source: optionalParam(z.enum(newsletterSources)),
  state: optionalParam(z.enum(subscriptionStates)),
  ...paginationParams,
});

export type SubscriberListQuery = z.output<typeof subscriberListQuerySchema>;
