import { Badge } from "#app/ui/badge.tsx";
import { isPossibleSpam, type SpamState } from "./possible-spam.ts";

/** "Spam" for a lead marked so, "Possible spam" for one waiting for staff's decision, nothing otherwise. */
export function SpamBadge({ lead }: { lead: SpamState }) {
  if (lead.isSpam) return <Badge tone="red">Spam</Badge>;
  if (isPossibleSpam(lead)) return <Badge tone="amber">Possible spam</Badge>;
  return null;
}
