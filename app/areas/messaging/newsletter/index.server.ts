/** The newsletter's face for the server: its public JSON API, staff's subscriber list and a client's subscriptions. */
export { newsletterApi } from "./api.server.ts";
export { subscribersApi } from "./subscribers-api.server.ts";
export { subscriberListQuerySchema } from "./subscriber-list-query.server.ts";
export { listSubscribers } from "./subscribers-admin.server.ts";
export { subscriberByToken, unsubscribeByToken } from "./subscriptions.server.ts";
export { listSubscriptionsForUser, type SubscriptionSummary } from "./subscriptions-for-user.server.ts";
