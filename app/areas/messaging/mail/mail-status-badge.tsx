import { labelOf } from "#app/lib/labels.ts";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import { mailStatusLabels } from "./mail-status-labels.ts";
import type { MailStatus } from "./tables.server.ts";

const statusTones: Record<MailStatus, BadgeTone> = { queued: "amber", sent: "emerald", failed: "red" };

export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge tone={statusTones[status]}>{labelOf(mailStatusLabels, status)}</Badge>;
}
