import { company } from "#app/content/index.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";

export function resetPasswordUrl(siteUrl: string, token: string): string {
  const url = new URL("/reset-password", siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export function passwordResetMail(to: string, firstName: string, username: string, url: string): OutgoingMail {
  return {
    kind: "password_reset",
    to,
    subject: `Reset your ${company.name} password`,
    ...renderMail({
      heading: "Reset your password",
      paragraphs: [
        `Hello ${firstName},`,
        `Someone asked to reset the password of the ${company.name} account ${username}. Open the link below to choose a new password. It works once, for one hour, and signs the account out everywhere.`,
        "If you did not ask for this, ignore this mail: your password stays as it is.",
      ],
      action: { label: "Choose a new password", url },
    }),
  };
}
