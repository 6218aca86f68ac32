import { useRef } from "react";
import type { PhoneNumber } from "#app/content/company.ts";
import type { HomeHero, ImageStripItem } from "#app/content/home.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { LazyImage } from "#app/ui/lazy-image.tsx";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import { CallLink } from "./call-link.tsx";
import { ImageStrip } from "./image-strip.tsx";
import { useParallax } from "./parallax.ts";

export interface HeroProps {
  hero: HomeHero;
  phone: PhoneNumber;
  strip: readonly ImageStripItem[];
  stripLabel: string;
}

export function Hero({ hero, phone, strip, stripLabel }: HeroProps) {
  const backdrop = useRef<HTMLDivElement>(null);
  useParallax(backdrop);
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-ink-900 text-white">
      <div ref={backdrop} className="absolute inset-0 -z-10 will-change-transform">
        <LazyImage src="hero-redding-home" alt="" sizes="100vw" priority className="h-full w-full" />
      </div>
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900/95 via-ink-900/80 to-ink-900/40" />
      <div className="mx-auto max-w-6xl px-4 pt-20 pb-10 sm:pt-28">
        <p className="font-semibold text-brand-200">{hero.tagline}</p>
        <h1 id="hero-heading" className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
          {hero.headline}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-slate-100">{hero.subtitle}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <GetFreeQuoteButton className="px-6 py-3 text-base" />
          <CallLink
            label={hero.callCtaLabel}
            phone={phone}
            className={`${buttonClass("secondary")} border-white/70 bg-white/10 px-6 py-3 text-base text-white hover:bg-white/20 dark:bg-white/10`}
          />
        </div>
      </div>
      <ImageStrip items={strip} label={stripLabel} />
    </section>
  );
}
