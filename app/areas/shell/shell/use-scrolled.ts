import { useSyncExternalStore } from "react";

/** SPEC §9: the header changes once the page is scrolled more than 5 px. */
export const SCROLLED_THRESHOLD_PX = 5;

function subscribe(listener: () => void) {
  window.addEventListener("scroll", listener, { passive: true });
  return () => window.removeEventListener("scroll", listener);
}

const isScrolled = () => window.scrollY > SCROLLED_THRESHOLD_PX;
const serverIsScrolled = () => false;

export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, serverIsScrolled);
}
