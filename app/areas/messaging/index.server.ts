/** The messaging area's face for server code in other areas, routes and the composition root (generated from its features' index.server.ts). */
export { enqueueMails, type OutgoingMail, OutboxWorker, backoffSeconds, type OutboxRunResult, type OutboxWorkerOptions, escapeHtml, renderMail, type MailContent, type RenderedMail, mailOutbox, type MailAttachment, type MailOutboxRow, type MailStatus, createMailTransport, mailSender, type MailSender, type MailTransport, outboxApi } from "./mail/index.server.ts";
export { newsletterApi, subscribersApi } from "./newsletter/index.server.ts";
