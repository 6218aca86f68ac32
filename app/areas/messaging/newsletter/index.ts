export { subscribeToNewsletter } from "./newsletter-api.ts";
export { NewsletterForm } from "./newsletter-form.tsx";
