import { useRef, type ReactNode } from "react";
import { useOverflowsSideways } from "./use-overflows-sideways.ts";

/**
 * Every row's first cell (the key column: a code, a name, a year) stays in place while the rest scrolls, on a
 * background so the scrolled cells pass under it; on a phone it takes at most 40% of the screen's width.
 */
export const pinnedFirstColumnClass = [
  "[&_tr>:first-child]:sticky [&_tr>:first-child]:left-0 [&_tr>:first-child]:z-[1]",
  "max-sm:[&_tr>:first-child]:max-w-[40vw] max-sm:[&_tr>:first-child]:break-words",
  "[&_tbody_tr>:first-child]:bg-white dark:[&_tbody_tr>:first-child]:bg-slate-900",
  "[&_thead_tr>:first-child]:bg-slate-100 dark:[&_thead_tr>:first-child]:bg-slate-800",
  "[&_tr>:first-child]:shadow-[1px_0_0_0_rgb(148_163_184/0.5)]",
].join(" ");

/**
 * Holds a table that may be wider than a phone: the table scrolls sideways inside this region, never the page, with
 * its first column pinned and, while it is wider than the region, a visible "scroll sideways" cue above it.
 * `relative` makes the region the containing block of the table's visually hidden (absolutely positioned) texts,
 * which would otherwise stretch the page. Focusable so that keyboard users can scroll it with the arrow keys.
 */
export function TableScroller({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const region = useRef<HTMLDivElement>(null);
  const overflows = useOverflowsSideways(region);
  return (
    <>
      {overflows ? (
        <p className="mt-2 text-sm font-medium text-slate-700 dark:text-slate-300" data-scroll-cue>
          <span aria-hidden>↔ </span>
          {label}: scroll sideways for more columns
        </p>
      ) : null}
      <div
        ref={region}
        role="region"
        aria-label={label}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
        tabIndex={0}
        className={`relative overflow-x-auto ${pinnedFirstColumnClass} ${className}`}
      >
        {children}
      </div>
    </>
  );
}
