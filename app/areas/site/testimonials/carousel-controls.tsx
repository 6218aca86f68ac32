import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";

export interface CarouselControlsProps {
  /** One key per slide. */
  slideIds: readonly string[];
  active: number;
  playing: boolean;
  /** Absent before the interactive carousel has loaded: the buttons show, disabled. */
  onTogglePlay?: () => void;
  onPrevious?: () => void;
  onNext?: () => void;
  onSelect?: (index: number) => void;
}

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800";

export function CarouselControls({
  slideIds,
  active,
  playing,
  onTogglePlay,
  onPrevious,
  onNext,
  onSelect,
}: CarouselControlsProps) {
  const ready = Boolean(onNext);
  return (
    <div className="mt-8 flex flex-wrap items-center gap-3">
      <button type="button" className={`${iconButton} w-auto gap-2 px-4`} onClick={onTogglePlay} disabled={!ready}>
        {playing ? <Pause aria-hidden="true" className="size-4" /> : <Play aria-hidden="true" className="size-4" />}
        <span className="text-sm font-medium">{playing ? "Pause" : "Play"}</span>
        <span className="sr-only"> automatic slide show</span>
      </button>
      <button
        type="button"
        className={iconButton}
        onClick={onPrevious}
        disabled={!ready}
        aria-label="Previous testimonial"
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <div className="flex items-center gap-1">
        {slideIds.map((id, index) => (
          <button
            key={id}
            type="button"
            onClick={() => onSelect?.(index)}
            disabled={!ready}
            aria-label={`Show testimonial ${index + 1} of ${slideIds.length}`}
            aria-current={index === active ? "true" : undefined}
            className="inline-flex size-8 items-center justify-center rounded-full"
          >
            <span
              aria-hidden="true"
              className={`block size-3 rounded-full ${index === active ? "bg-brand-600" : "bg-slate-300 dark:bg-slate-600"}`}
            />
          </button>
        ))}
      </div>
      <button type="button" className={iconButton} onClick={onNext} disabled={!ready} aria-label="Next testimonial">
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
