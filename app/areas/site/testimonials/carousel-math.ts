/** SPEC §9: the carousel advances every 7 s. */
export const AUTOPLAY_MS = 7000;

/** The carousel's index wraps in both directions. */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** SPEC §2: the before/after position is a percentage from 0 to 100, starting at 50. */
export const SLIDER_START = 50;
export const SLIDER_STEP = 5;
export const SLIDER_PAGE_STEP = 10;

export function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** The slider position for a key, or null when the key does not move it. */
export function sliderKeyValue(key: string, value: number): number | null {
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return clampPercent(value - SLIDER_STEP);
    case "ArrowRight":
    case "ArrowUp":
      return clampPercent(value + SLIDER_STEP);
    case "PageDown":
      return clampPercent(value - SLIDER_PAGE_STEP);
    case "PageUp":
      return clampPercent(value + SLIDER_PAGE_STEP);
    case "Home":
      return 0;
    case "End":
      return 100;
    default:
      return null;
  }
}

/** Where a pointer at `clientX` sits across a box, as a percentage. */
export function pointerPercent(clientX: number, box: { left: number; width: number }): number {
  if (box.width <= 0) return SLIDER_START;
  return clampPercent(((clientX - box.left) / box.width) * 100);
}
