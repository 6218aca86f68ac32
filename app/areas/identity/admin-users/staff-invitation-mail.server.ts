import { company } from "#app/content/index.ts";
import { roleLabels, type StaffRole } from "#app/lib/permissions.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";

/** The invitation's page: its token is the last path segment (redacted from logs, app/lib/redact-url.ts). */
export const staffInvitationUrl = (siteUrl: string, token: string) =>
  new URL(`/staff-invitation/${encodeURIComponent(token)}`, siteUrl).toString();

export interface StaffInvitationMail {
  to: string;
  firstName: string;
  role: StaffRole;
  invitedBy: string;
  url: string;
}

export function staffInvitationMail({ to, firstName, role, invitedBy, url }: StaffInvitationMail): OutgoingMail {
  return {
    kind: "staff_invitation",
    to,
    subject: `Your ${company.name} staff account`,
    ...renderMail({
      heading: "You are invited to the back office",
      paragraphs: [
        `Hello ${firstName},`,
        `${invitedBy} has invited you to the ${company.name} back office as ${roleLabels[role]}.`,
        "Open the link below to choose your username and password. It works once, for seven days; if it has expired, ask an administrator to send a new one.",
      ],
      action: { label: "Set up your account", url },
    }),
  };
}
