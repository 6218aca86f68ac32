import { useEffect, useState, useSyncExternalStore } from "react";

/** SPEC §9: how long 'Connection restored!' stays up. */
export const BACK_ONLINE_MS = 3000;

function subscribe(listener: () => void) {
  window.addEventListener("online", listener);
  window.addEventListener("offline", listener);
  return () => {
    window.removeEventListener("online", listener);
    window.removeEventListener("offline", listener);
  };
}

const isOnline = () => navigator.onLine;
const serverIsOnline = () => true;

export type Connectivity = "online" | "offline" | "restored";

/** SPEC §4 connectivity: offline (also at load), then "restored" for 3 s after coming back. */
export function useConnectivity(): Connectivity {
  const online = useSyncExternalStore(subscribe, isOnline, serverIsOnline);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      setRestored(true);
      timer = setTimeout(() => setRestored(false), BACK_ONLINE_MS);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setRestored(false);
    };
    window.addEventListener("online", onOnline);
    window.addEventListener("offline", onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("online", onOnline);
      window.removeEventListener("offline", onOffline);
    };
  }, []);

  if (!online) return "offline";
  return restored ? "restored" : "online";
}
