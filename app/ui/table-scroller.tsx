import type { ReactNode } from "react";

/**
 * Holds a table that may be wider than a phone: the table scrolls sideways inside this region, never the page.
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
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div role="region" aria-label={label} tabIndex={0} className={`relative overflow-x-auto ${className}`}>
      {children}
    </div>
  );
}
