import type { ReactNode } from "react";

const widths = { narrow: "max-w-5xl", wide: "max-w-6xl" } as const;

/** The dark title band public pages open with: an optional eyebrow, the page's h1, its intro, then any actions. */
export function PageHeader({
  eyebrow,
  heading,
  intro,
  width = "narrow",
  children,
}: {
  eyebrow?: ReactNode;
  heading: ReactNode;
  intro: ReactNode;
  /** Matches the width of the page's body below. */
  width?: keyof typeof widths;
  children?: ReactNode;
}) {
  return (
    <div className="bg-ink-900 text-white">
      <div className={`mx-auto ${widths[width]} px-4 py-16`}>
        {eyebrow ? <p className="mb-2 font-semibold text-brand-200">{eyebrow}</p> : null}
        <h1 className="text-4xl font-bold tracking-tight">{heading}</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-100">{intro}</p>
        {children}
      </div>
    </div>
  );
}
