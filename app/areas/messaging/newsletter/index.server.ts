/** The newsletter's face for the server: its public JSON API, staff's subscriber list and a client's subscriptions. */
export { newsletterApi } from "./api.server.ts";
export { subscriberList } from "./subscriber-list.server.ts";
export { subscriberByToken, unsubscribeByToken } from "./subscriptions.server.ts";
export { listSubscriptionsForUser, type SubscriptionSummary } from "./subscriptions-for-user.server.ts";
