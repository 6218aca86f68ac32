export { subscribeToNewsletter } from "./newsletter-api.ts";
export { NewsletterForm } from "./newsletter-form.tsx";
export { SubscribersList } from "./subscribers-list.tsx";
export { UnsubscribePage, type UnsubscribeState } from "./unsubscribe-page.tsx";
