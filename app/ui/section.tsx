import type { ReactNode } from "react";

/** A page section named by its h2, so screen readers list it by that heading. */
export function Section({
  id,
  heading,
  icon,
  className,
  anchor = false,
  children,
}: {
  /** Prefix of the heading's id (`${id}-heading`), unique on the page. */
  id: string;
  heading: ReactNode;
  /** Decorative icon before the heading text. */
  icon?: ReactNode;
  className?: string;
  /** The section itself carries `id`, so that links to `#id` reach it. */
  anchor?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={anchor ? id : undefined} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={`${icon ? "flex items-center gap-2 " : ""}text-2xl font-bold tracking-tight`}>
        {icon}
        {heading}
      </h2>
      {children}
    </section>
  );
}
