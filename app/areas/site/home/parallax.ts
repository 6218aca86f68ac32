import { useEffect, type RefObject } from "react";

/** SPEC §9: the hero's parallax is the scroll position divided by 800, capped at 1. */
export const PARALLAX_DIVISOR = 800;
/** How far the hero image drifts down at full parallax, in px. */
export const PARALLAX_TRAVEL_PX = 160;

export function parallaxProgress(scrollY: number): number {
  return Math.min(Math.max(scrollY, 0) / PARALLAX_DIVISOR, 1);
}

/** Moves the element down as the page scrolls; nothing moves for visitors who prefer reduced motion. */
export function useParallax(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      element.style.transform = `translate3d(0, ${parallaxProgress(window.scrollY) * PARALLAX_TRAVEL_PX}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [ref]);
}
