import type { MailStatus } from "./tables.server.ts";

export const mailStatusLabels: Record<MailStatus, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
};
