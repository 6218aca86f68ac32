/** SPEC §9 smooth scroll settings. */
export const SMOOTH_SCROLL_OPTIONS = { duration: 1, lerp: 0.08, touchMultiplier: 2 } as const;

/** SPEC §2: smooth scrolling is off on the lithium battery pages (and for reduced motion, checked by the caller). */
export function smoothScrollAllowed(pathname: string): boolean {
  return !/^\/(services\/)?lithium-battery(\/|$)/.test(pathname);
}
