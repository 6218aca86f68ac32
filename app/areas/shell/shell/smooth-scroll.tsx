import { useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { isPageScrollLocked } from "./scroll-lock.ts";
import { SMOOTH_SCROLL_OPTIONS, smoothScrollAllowed } from "./smooth-scroll-policy.ts";

/** What starts smooth scrolling: a wheel turn, a touch, or a key that scrolls. */
const SCROLL_INTENT_EVENTS = ["wheel", "touchstart", "keydown"] as const;
const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(listener: () => void) {
  const media = window.matchMedia(REDUCED_MOTION_QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}
const prefersReducedMotion = () => window.matchMedia(REDUCED_MOTION_QUERY).matches;
// Until hydration nothing runs anyway; "reduced" keeps the server from promising smooth scroll.
const serverPrefersReducedMotion = () => true;

/** Lenis smooth scrolling, loaded when the visitor first scrolls, off where SPEC §2 says and for reduced motion. */
export function SmoothScroll() {
  const { pathname } = useLocation();
  const reducedMotion = useSyncExternalStore(subscribeToMotion, prefersReducedMotion, serverPrefersReducedMotion);
  const enabled = !reducedMotion && smoothScrollAllowed(pathname);

  useEffect(() => {
    if (!enabled) return;
    let lenis: { destroy(): void } | null = null;
    let cancelled = false;
    // Lenis runs an animation frame loop for as long as it lives. A visitor who never scrolls needs none of it, so
    // it starts on the first sign of scrolling (that first gesture scrolls natively).
    function stopListening() {
      for (const type of SCROLL_INTENT_EVENTS) window.removeEventListener(type, start);
    }
    function start() {
      stopListening();
      void import("lenis").then(({ default: Lenis }) => {
        if (cancelled) return;
        lenis = new Lenis({ ...SMOOTH_SCROLL_OPTIONS, autoRaf: true, virtualScroll: () => !isPageScrollLocked() });
      });
    }
    for (const type of SCROLL_INTENT_EVENTS) window.addEventListener(type, start, { passive: true, once: true });
    return () => {
      cancelled = true;
      stopListening();
      lenis?.destroy();
    };
  }, [enabled]);

  return null;
}
