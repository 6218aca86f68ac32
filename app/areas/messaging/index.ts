/** The messaging area's face for browser-safe code in other areas and routes (generated from its features' index.ts). */
export { subscribeToNewsletter, NewsletterForm } from "./newsletter/index.ts";
