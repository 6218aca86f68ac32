import type { ReactNode } from "react";

/** A part of a page under its own heading, which names it for screen readers; `level` 3 inside another part. */
export function TitledSection({
  id,
  title,
  level = 2,
  className = "grid gap-3",
  children,
}: {
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className="text-lg font-semibold">
        {title}
      </Heading>
      {children}
    </section>
  );
}
