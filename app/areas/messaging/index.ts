/** The messaging area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export { OutboxList, MailDetail } from "./mail/index.ts";
export {
  subscribeToNewsletter,
  NewsletterForm,
  SubscribersList,
  UnsubscribePage,
  type UnsubscribeState,
} from "./newsletter/index.ts";
export { staffNavigation as messagingStaffNavigation } from "./staff-navigation.ts";
