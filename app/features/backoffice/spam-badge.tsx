import { isPossibleSpam, type SpamState } from "./possible-spam.ts";

const badgeClass = "inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** "Spam" for a lead marked so, "Possible spam" for one waiting for staff's decision, nothing otherwise. */
export function SpamBadge({ lead }: { lead: SpamState }) {
  if (lead.isSpam) {
    return <span className={`${badgeClass} bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100`}>Spam</span>;
  }
  if (isPossibleSpam(lead)) {
    return (
      <span className={`${badgeClass} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`}>
        Possible spam
      </span>
    );
  }
  return null;
}
