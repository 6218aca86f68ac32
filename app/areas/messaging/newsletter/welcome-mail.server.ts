import { company } from "#app/content/index.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/mail/index.server.ts";
import { unsubscribeUrl } from "./unsubscribe-token.server.ts";

/**
 * The unsubscribe link and headers every newsletter mail carries: a link in the
 * footer and RFC 8058 one-click headers, which mail programs show as their own
 * Unsubscribe button and answer with a POST to the same address.
 */
export function newsletterUnsubscribe(token: string, siteUrl: string) {
  const url = unsubscribeUrl(siteUrl, token);
  return {
    footer: {
      text: "You receive this mail because this address subscribed to our newsletter.",
      link: { label: "Unsubscribe", url },
    },
    headers: { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}

export function welcomeMail(email: string, token: string, siteUrl: string): OutgoingMail {
  const { footer, headers } = newsletterUnsubscribe(token, siteUrl);
  return {
    kind: "newsletter_welcome",
    to: email,
    subject: `Welcome to the ${company.name} newsletter`,
    headers,
    ...renderMail({
      heading: "Thank you for subscribing",
      paragraphs: [
        `You will receive the ${company.name} newsletter: solar tips for Northern California homes, farms and businesses, incentive and utility changes, and maintenance reminders.`,
        "You can unsubscribe at any time with the link below.",
      ],
      footer,
    }),
  };
}
