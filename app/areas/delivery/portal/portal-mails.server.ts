import { company } from "#app/content/index.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";

export const clientProjectUrl = (siteUrl: string, projectId: string) =>
  new URL(`/dashboard/projects/${projectId}`, siteUrl).toString();
export const staffProjectUrl = (siteUrl: string, projectId: string) =>
  new URL(`/admin-crm/projects/${projectId}`, siteUrl).toString();

export function invitationMail(to: string, firstName: string, projectTitle: string, url: string): OutgoingMail {
  return {
    kind: "portal_invitation",
    to,
    subject: `Your ${company.name} project portal`,
    ...renderMail({
      heading: "Your project portal is ready",
      paragraphs: [
        `Hello ${firstName},`,
        `We have opened your project "${projectTitle}" in our client portal: every stage with its date, who it is waiting on, your documents and one conversation with our team.`,
        "Open the link below to choose your password. It works once, for seven days; if it has expired, ask us and we will send a new one.",
      ],
      action: { label: "Choose your password", url },
    }),
  };
}

/** A mail to the client about their project, with a link to it. */
export function projectNewsMail(
  kind: string,
  to: string,
  projectTitle: string,
  heading: string,
  paragraphs: string[],
  url: string,
): OutgoingMail {
  return {
    kind,
    to,
    subject: `${heading}: ${projectTitle}`,
    ...renderMail({
      heading,
      paragraphs,
      action: { label: "Open your project", url },
      footer: { text: "You can turn off project news e-mails in your dashboard's profile section." },
    }),
  };
}

export function unreadMessagesMail(to: string, projectTitle: string, messages: number, url: string): OutgoingMail {
  return {
    kind: "portal_unread_messages",
    to,
    subject: `New message about ${projectTitle}`,
    ...renderMail({
      heading: messages === 1 ? "You have a new message" : `You have ${messages} new messages`,
      paragraphs: [`There is a message about "${projectTitle}" you have not read yet.`],
      action: { label: "Read it", url },
    }),
  };
}
