import { Loader2 } from "lucide-react";
import { useNavigation } from "react-router";
import { pendingLabel } from "./pending-label.ts";

/** Route-level pending UI: a small indicator while the next page's code and data load. */
export function NavigationPending() {
  const navigation = useNavigation();
  const target = navigation.state === "loading" ? navigation.location : null;
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed right-4 top-[124px] z-50">
      {target ? (
        <p className="pending-indicator flex items-center gap-2 rounded-full bg-ink-900 px-3 py-1.5 text-sm font-medium text-white shadow-lg">
          <Loader2 aria-hidden className="h-4 w-4 animate-spin motion-reduce:animate-none" />
          {pendingLabel(target.pathname)}
        </p>
      ) : null}
    </div>
  );
}
