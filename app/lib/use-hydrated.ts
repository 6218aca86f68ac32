import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once the page's JavaScript runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
