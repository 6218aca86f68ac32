import type { Testimonial } from "#app/content/testimonials.ts";

export interface SlideStackProps {
  testimonials: readonly Testimonial[];
  active: number;
  renderSlide: (testimonial: Testimonial, index: number, isActive: boolean) => React.ReactNode;
}

/**
 * Every slide in one grid cell, only the active one visible: the carousel is as tall as its longest
 * testimonial, so changing slides never moves the page.
 */
export function SlideStack({ testimonials, active, renderSlide }: SlideStackProps) {
  return (
    <div className="grid">
      {testimonials.map((testimonial, index) => {
        const isActive = index === active;
        return (
          <div
            key={testimonial.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${testimonials.length}`}
            aria-hidden={!isActive || undefined}
            inert={!isActive || undefined}
            data-active={isActive || undefined}
            className={`[grid-area:1/1] ${isActive ? "" : "invisible"}`}
          >
            {renderSlide(testimonial, index, isActive)}
          </div>
        );
      })}
    </div>
  );
}
