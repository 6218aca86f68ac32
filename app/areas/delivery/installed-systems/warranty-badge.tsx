import { formatIsoDate } from "#app/lib/format.ts";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import { warrantyState, type WarrantyState } from "./warranty-ends.ts";

const tones: Record<Exclude<WarrantyState, "none">, BadgeTone> = { active: "emerald", ending: "amber", ended: "slate" };

/**
 * One warranty's end date with where it stands on `today` (the office's date): "until", "ends soon" (the next 90
 * days) or "ended". A warranty there is none of says so.
 */
export function WarrantyBadge({ endsOn, today }: { endsOn: string | null; today: string }) {
  const state = warrantyState(endsOn, today);
  if (state === "none" || endsOn === null) return <span className="text-slate-600 dark:text-slate-400">None</span>;
  const words = { active: "Until", ending: "Ends soon:", ended: "Ended" }[state];
  return (
    <Badge tone={tones[state]}>
      {words} {formatIsoDate(endsOn)}
    </Badge>
  );
}
