import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/** A page section named by its h2, so screen readers list it by that heading. */
export function Section({
  id,
  heading,
  icon: Icon,
  className,
  anchor = false,
  children,
}: {
  /** Prefix of the heading's id (`${id}-heading`), unique on the page. */
  id: string;
  heading: ReactNode;
  /** Decorative icon before the heading text. */
  icon?: LucideIcon;
  className?: string;
  /** The section itself carries `id`, so that links to `#id` reach it. */
  anchor?: boolean;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section id={anchor ? id : undefined} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={`${Icon ? "flex items-center gap-2 " : ""}text-2xl font-bold tracking-tight`}>
        {Icon ? <Icon aria-hidden="true" className="size-7 shrink-0 text-brand-700 dark:text-brand-300" /> : null}
        {heading}
      </h2>
      {children}
    </section>
  );
}
