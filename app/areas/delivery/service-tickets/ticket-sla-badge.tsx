import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import type { SlaBadge } from "./sla-clock.ts";

const words: Record<SlaBadge, string> = { onTime: "On time", dueSoon: "Due soon", breached: "Breached" };
const tones: Record<SlaBadge, BadgeTone> = { onTime: "emerald", dueSoon: "amber", breached: "red" };

/** A ticket's SLA at a glance, in words as well as colour; a waiting ticket says its clock is paused. */
export function TicketSlaBadge({ badge, paused = false }: { badge: SlaBadge; paused?: boolean }) {
  return (
    <Badge tone={tones[badge]}>
      {words[badge]}
      {paused ? " · paused" : ""}
    </Badge>
  );
}
