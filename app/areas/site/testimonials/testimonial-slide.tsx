import { Quote } from "lucide-react";
import type { Testimonial } from "#app/content/testimonials.ts";
import { formatIsoMonth, formatUsd } from "#app/lib/format.ts";

/** One testimonial: the comparison picture beside the quote, the customer and their savings. */
export function TestimonialSlide({
  testimonial,
  comparison,
}: {
  testimonial: Testimonial;
  comparison: React.ReactNode;
}) {
  const { author } = testimonial;
  return (
    <div className="grid items-center gap-8 lg:grid-cols-2">
      {comparison}
      <figure>
        <Quote aria-hidden="true" className="size-8 text-brand-500" />
        <blockquote className="mt-3 text-lg text-slate-800 dark:text-slate-200">
          <p>{testimonial.text}</p>
        </blockquote>
        <figcaption className="mt-6 flex items-center gap-4">
          <img src={author.avatar} alt="" width={56} height={56} className="size-14 rounded-full" loading="lazy" />
          <div>
            <p className="font-semibold text-slate-900 dark:text-white">{author.name}</p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {author.location} · Installed{" "}
              <time dateTime={testimonial.installationDate}>{formatIsoMonth(testimonial.installationDate)}</time>
            </p>
          </div>
        </figcaption>
        <p className="mt-5 inline-flex rounded-full bg-emerald-50 px-4 py-2 font-semibold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200">
          Saves {formatUsd(testimonial.savingsAmount)} a year
        </p>
      </figure>
    </div>
  );
}
