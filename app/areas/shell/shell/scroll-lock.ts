import { useEffect } from "react";

const LOCKED_CLASS = "scroll-locked";

/** True while the mobile menu or a Radix modal (which marks body[data-scroll-locked]) holds the page still. */
export function isPageScrollLocked(): boolean {
  return document.documentElement.classList.contains(LOCKED_CLASS) || document.body.hasAttribute("data-scroll-locked");
}

/** Stops the page behind an overlay from scrolling while `locked` (app.css: html.scroll-locked). */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    document.documentElement.classList.add(LOCKED_CLASS);
    return () => document.documentElement.classList.remove(LOCKED_CLASS);
  }, [locked]);
}
