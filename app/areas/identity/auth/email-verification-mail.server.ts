import { company } from "#app/content/index.ts";
import { renderMail, type OutgoingMail } from "#app/areas/messaging/index.server.ts";

export type VerificationReason = "registration" | "change";

/** The confirmation link mailed at registration and to a new address the profile asks for. */
export function verificationMail(to: string, firstName: string, url: string, reason: VerificationReason): OutgoingMail {
  return {
    kind: "email_verification",
    to,
    subject: `Confirm your e-mail address for ${company.name}`,
    ...renderMail({
      heading: "Please confirm your e-mail address",
      paragraphs: [
        `Hello ${firstName},`,
        reason === "registration"
          ? `Thank you for creating your ${company.name} account. Please confirm that ${to} is your address: your service requests sent with it will then show on your dashboard.`
          : `You asked to change the e-mail address of your ${company.name} account to ${to}. The change takes effect when you open the link below.`,
        "The link works for 48 hours. If you did not ask for this, ignore this mail: nothing changes.",
      ],
      action: { label: "Confirm my e-mail address", url },
    }),
  };
}
