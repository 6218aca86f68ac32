import { useEffect, useState } from "react";
import type { Testimonial } from "#app/content/testimonials.ts";
import { whenIdle } from "#app/lib/idle.ts";
import { lazyPart } from "#app/ui/lazy-part.tsx";
import { SeedNotice } from "#app/ui/seed-notice.tsx";
import { StaticTestimonials } from "./static-testimonials.tsx";

// Not in the page's initial JavaScript: the slider and autoplay arrive once the page is idle.
const TestimonialCarousel = lazyPart(() => import("./testimonial-carousel.tsx"));

export interface TestimonialsSectionProps {
  heading: string;
  seedNotice: string;
  testimonials: readonly Testimonial[];
}

export function TestimonialsSection({ heading, seedNotice, testimonials }: TestimonialsSectionProps) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => whenIdle(() => setInteractive(true)), []);
  const fallback = <StaticTestimonials testimonials={testimonials} />;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-slate-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="testimonials-heading" className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {heading}
        </h2>
        <SeedNotice className="mt-4">{seedNotice}</SeedNotice>
        <div className="mt-8">
          {interactive ? <TestimonialCarousel testimonials={testimonials} fallback={fallback} /> : fallback}
        </div>
      </div>
    </section>
  );
}
