import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";

/** SPEC §9: a tooltip waits 700 ms; moving on to a neighbour within 300 ms of the last one closing shows it at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

let lastClosedAt = Number.NEGATIVE_INFINITY;

/**
 * A text tooltip below the control it wraps, shown on hover and focus, hidden on leave, blur, press and Escape.
 * It repeats the control's own accessible name (an icon button's aria-label), so it is not announced twice.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const show = () => {
    clearTimeout(timer.current);
    const skipping = Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), skipping ? 0 : TOOLTIP_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };
  const hideOnEscape = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === "Escape") hide();
  });

  useEffect(() => {
    if (!open) return;
    document.addEventListener("keydown", hideOnEscape);
    return () => document.removeEventListener("keydown", hideOnEscape);
  }, [open]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={show}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={show}
      onBlur={hide}
    >
      {children}
      {open && (
        <span
          role="tooltip"
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-1.5 -translate-x-1/2 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs whitespace-nowrap text-white shadow dark:bg-slate-100 dark:text-slate-900"
        >
          {label}
        </span>
      )}
    </span>
  );
}
