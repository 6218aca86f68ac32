import nodemailer, { type Mail } from "nodemailer";
import type { Config } from "#server/config.ts";
import { company } from "#app/content/index.ts";

export type MailTransport = Mail;

export interface MailSender {
  from: { name: string; address: string };
  /** Right-hand side of Message-IDs: the sender's domain. */
  messageIdDomain: string;
}

/** MAIL_FROM, or no-reply at the site's host, shown with the company name. */
export function mailSender(config: Pick<Config, "MAIL_FROM" | "SITE_URL">): MailSender {
  const address = config.MAIL_FROM ?? `no-reply@${new URL(config.SITE_URL).hostname}`;
  return { from: { name: company.name, address }, messageIdDomain: address.split("@")[1] ?? "localhost" };
}

/**
 * An SMTP transport for SMTP_URL, or null when it is unset. The timeouts keep one
 * delivery well inside the outbox worker's lease.
 */
export function createMailTransport(config: Pick<Config, "SMTP_URL">): MailTransport | null {
  if (!config.SMTP_URL) return null;
  return nodemailer.createTransport({
    url: config.SMTP_URL,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}
