import { Wifi, WifiOff } from "lucide-react";
import { useConnectivity } from "./use-online-status.ts";

const bannerClass =
  "connectivity-banner fixed inset-x-0 top-0 z-[60] flex items-center justify-center gap-2 px-4 py-2.5 text-center text-sm font-semibold shadow-lg";

/**
 * SPEC §4 connectivity banners, sliding in from the top. The live region is always
 * in the page, so screen readers announce each message as it appears.
 */
export function ConnectivityBanner() {
  const connectivity = useConnectivity();
  return (
    <div role="status" aria-live="polite">
      {connectivity === "offline" ? (
        <p className={`${bannerClass} bg-red-700 text-white`}>
          <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
          You are currently offline. Some features may not be available.
        </p>
      ) : null}
      {connectivity === "restored" ? (
        <p className={`${bannerClass} bg-emerald-700 text-white`}>
          <Wifi aria-hidden className="h-4 w-4 shrink-0" />
          Connection restored! You are back online.
        </p>
      ) : null}
    </div>
  );
}
