import { MoveHorizontal } from "lucide-react";
import { LazyImage } from "#app/ui/lazy-image.tsx";

const SIZES = "(min-width: 1024px) 560px, 100vw";

export interface ComparisonFrameProps {
  before: string;
  after: string;
  /** Percentage of the width showing the "before" image. */
  position: number;
  /** Whether to load the images yet: slides not yet shown keep an empty frame of the same size. */
  loadImages: boolean;
  label: string;
}

/** The before/after picture at a given position; the interactive slider adds dragging and keys around it. */
export function ComparisonFrame({ before, after, position, loadImages, label }: ComparisonFrameProps) {
  return (
    <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl bg-slate-200 dark:bg-slate-800">
      {loadImages ? (
        <>
          <LazyImage src={after} alt={`${label}: after`} sizes={SIZES} className="absolute inset-0 h-full w-full" />
          <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }}>
            <LazyImage src={before} alt={`${label}: before`} sizes={SIZES} className="h-full w-full" />
          </div>
        </>
      ) : null}
      <span className="absolute top-3 left-3 rounded bg-ink-900/80 px-2 py-1 text-xs font-semibold text-white">
        Before
      </span>
      <span className="absolute top-3 right-3 rounded bg-ink-900/80 px-2 py-1 text-xs font-semibold text-white">
        After
      </span>
      <div
        aria-hidden="true"
        className="absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow"
        style={{ left: `${position}%` }}
      />
      <div
        aria-hidden="true"
        className="absolute top-1/2 flex size-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-ink-900 shadow-lg"
        style={{ left: `${position}%` }}
      >
        <MoveHorizontal className="size-5" />
      </div>
    </div>
  );
}
