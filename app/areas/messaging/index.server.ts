/** The messaging area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  enqueueMails,
  type OutgoingMail,
  OutboxWorker,
  backoffSeconds,
  type OutboxRunResult,
  type OutboxWorkerOptions,
  escapeHtml,
  renderMail,
  type MailContent,
  type RenderedMail,
  mailOutbox,
  type MailAttachment,
  type MailOutboxRow,
  type MailStatus,
  createMailTransport,
  mailSender,
  type MailSender,
  type MailTransport,
  outboxApi,
  outboxGauges,
} from "./mail/index.server.ts";
export { newsletterApi, subscribersApi } from "./newsletter/index.server.ts";
export { messagingArea } from "./area.server.ts";
