import type { Testimonial } from "#app/content/testimonials.ts";
import { CarouselControls } from "./carousel-controls.tsx";
import { ComparisonFrame } from "./comparison-frame.tsx";
import { SlideStack } from "./slide-stack.tsx";
import { TestimonialSlide } from "./testimonial-slide.tsx";

/**
 * The carousel as the server renders it: the first testimonial at the slider's starting position and the
 * controls, which come alive once the interactive carousel has loaded. Same size, so nothing shifts then.
 */
export function StaticTestimonials({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <div role="region" aria-roledescription="carousel" aria-label="Customer testimonials">
      <SlideStack
        testimonials={testimonials}
        active={0}
        renderSlide={(testimonial, index) => (
          <TestimonialSlide
            testimonial={testimonial}
            comparison={
              <ComparisonFrame
                before={testimonial.beforeImage}
                after={testimonial.afterImage}
                label={testimonial.author.name}
                position={50}
                loadImages={index === 0}
              />
            }
          />
        )}
      />
      <CarouselControls slideIds={testimonials.map((t) => t.id)} active={0} playing={testimonials.length > 1} />
    </div>
  );
}
