import { useCallback, useEffect, useRef, useState } from "react";
import type { Testimonial } from "#app/content/testimonials.ts";
import { imagePreloader, type ImagePreloadItem } from "#app/ui/image-preloader.ts";
import { BeforeAfterSlider } from "./before-after-slider.tsx";
import { AUTOPLAY_MS, wrapIndex } from "./carousel-math.ts";
import { CarouselControls } from "./carousel-controls.tsx";
import { ComparisonFrame } from "./comparison-frame.tsx";
import { SlideStack } from "./slide-stack.tsx";
import { TestimonialSlide } from "./testimonial-slide.tsx";
import { useReducedMotion } from "./use-reduced-motion.ts";

/**
 * Warms the cache for the slides not yet shown, in the very variant (width and format) the browser chose for
 * the active slide's picture: the next slide soon, the others later.
 */
function preloadOtherSlides(testimonials: readonly Testimonial[], active: number, loaded: HTMLImageElement) {
  const current = testimonials[active];
  const loadedId =
    current && [current.afterImage, current.beforeImage].find((id) => loaded.currentSrc.includes(`/${id}-`));
  if (!loadedId) return;
  const items: ImagePreloadItem[] = [];
  testimonials.forEach((t, index) => {
    if (index === active) return;
    const priority = index === wrapIndex(active + 1, testimonials.length) ? "medium" : "low";
    for (const id of [t.afterImage, t.beforeImage])
      items.push({ url: loaded.currentSrc.replace(loadedId, id), priority });
  });
  void imagePreloader.preloadAll(items);
}

/** The interactive testimonials carousel, loaded once the page is idle (see testimonials-section.tsx). */
export default function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [active, setActive] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const root = useRef<HTMLDivElement>(null);

  const autoplayOn = !userPaused && !reducedMotion;
  const advancing = autoplayOn && !hovered && !focused;

  const go = useCallback(
    (index: number) => {
      const next = wrapIndex(index, testimonials.length);
      setActive(next);
      setShown((previous) => (previous.has(next) ? previous : new Set(previous).add(next)));
    },
    [testimonials.length],
  );

  useEffect(() => {
    if (!advancing) return;
    // Keyed on the slide, so a manual step also gets a full 7 s.
    const timer = setTimeout(() => go(active + 1), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [advancing, active, go]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    // `load` does not bubble, but a capturing listener on an ancestor still sees it.
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLImageElement && event.target.closest("[data-active]")) {
        preloadOtherSlides(testimonials, active, event.target);
      }
    };
    element.addEventListener("load", onLoad, true);
    return () => element.removeEventListener("load", onLoad, true);
  }, [testimonials, active]);

  const renderSlide = (testimonial: Testimonial, index: number, isActive: boolean) => {
    const frame = {
      before: testimonial.beforeImage,
      after: testimonial.afterImage,
      label: testimonial.author.name,
      loadImages: shown.has(index),
    };
    return (
      <TestimonialSlide
        testimonial={testimonial}
        comparison={isActive ? <BeforeAfterSlider {...frame} /> : <ComparisonFrame {...frame} position={50} />}
      />
    );
  };

  return (
    <div
      ref={root}
      role="region"
      aria-roledescription="carousel"
      aria-label="Customer testimonials"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div aria-live={advancing ? "off" : "polite"}>
        <SlideStack testimonials={testimonials} active={active} renderSlide={renderSlide} />
      </div>
      <CarouselControls
        slideIds={testimonials.map((t) => t.id)}
        active={active}
        playing={autoplayOn}
        onTogglePlay={() => setUserPaused((paused) => !paused)}
        onPrevious={() => go(active - 1)}
        onNext={() => go(active + 1)}
        onSelect={go}
      />
    </div>
  );
}
