import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import { leadStatusLabels, type LeadStatus } from "./pipeline.ts";

const tones: Record<LeadStatus, BadgeTone> = {
  new: "sky",
  contacted: "indigo",
  site_visit_scheduled: "amber",
  proposal_sent: "violet",
  won: "emerald",
  lost: "slate",
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return <Badge tone={tones[status]}>{leadStatusLabels[status]}</Badge>;
}
