/** This feature's browser-safe face. */
export { OutboxList } from "./outbox-list.tsx";
export { MailDetail } from "./mail-detail.tsx";
