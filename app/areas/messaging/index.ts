/** The messaging area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export { subscribeToNewsletter, NewsletterForm } from "./newsletter/index.ts";
