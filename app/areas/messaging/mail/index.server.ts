// Server-only: the outbox, its worker and the mail layout. Client code has no use for mail.
export { enqueueMails, outboxInsert, type OutgoingMail } from "./outbox.server.ts";
export {
  OutboxWorker,
  backoffSeconds,
  type OutboxRunResult,
  type OutboxWorkerOptions,
} from "./outbox-worker.server.ts";
export { escapeHtml, renderMail, type MailContent, type RenderedMail } from "./render.server.ts";
export { mailOutbox, type MailAttachment, type MailOutboxRow, type MailStatus } from "./tables.server.ts";
export { createMailTransport, mailSender, type MailSender, type MailTransport } from "./transport.server.ts";
export { outboxApi } from "./outbox-api.server.ts";
export { outboxGauges } from "./outbox-metrics.server.ts";
export { outboxWrites } from "./outbox-writes.server.ts";
export { outboxList } from "./outbox-list.server.ts";
export { getMail } from "./mail-detail.server.ts";
export { MAIL_NOT_FOUND } from "./outbox-admin.server.ts";
