import { useEffect, useRef, type ReactNode } from "react";

/** What a heading that replaces the content the user was acting on does once shown. */
export function announceArrival(heading: Pick<HTMLElement, "focus" | "scrollIntoView"> | null): void {
  if (!heading) return;
  // Focus moves screen readers to the new content; the scroll is explicit so the heading lands at the top, below
  // the fixed header (its scroll margin), wherever the form that led here was scrolled to.
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: "start" });
}

/**
 * The heading of a result shown in place of a form (a booking confirmed, a request sent): it takes the focus and
 * comes into view when it appears, so nobody is left looking at where the form was.
 */
export function ArrivalHeading({ className = "", children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => announceArrival(ref.current), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={`scroll-mt-32 outline-none ${className}`}>
      {children}
    </h1>
  );
}
