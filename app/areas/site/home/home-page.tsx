import { TestimonialsSection } from "#app/areas/site/testimonials/index.ts";
import { HydrateOnSight } from "#app/ui/hydrate-on-sight.tsx";
import { CaliforniaBenefits } from "./california-benefits.tsx";
import { ClosingCta } from "./closing-cta.tsx";
import { CommonProblems } from "./common-problems.tsx";
import type { HomePageData } from "./home-data.server.ts";
import { Hero } from "./hero.tsx";
import { KpiCards } from "./kpi-cards.tsx";
import { TriageSteps } from "./triage-steps.tsx";

export function HomePage({ data }: { data: HomePageData }) {
  return (
    <div>
      <Hero hero={data.hero} phone={data.phone} strip={data.imageStrip} stripLabel={data.sections.imageStripLabel} />
      {/* Below the hero, each part hydrates as it comes near: most visitors never scroll to most of them. */}
      <HydrateOnSight>
        <TriageSteps copy={data.sections.triage} steps={data.triageSteps} />
      </HydrateOnSight>
      <HydrateOnSight>
        <CommonProblems copy={data.sections.problems} problems={data.commonProblems} />
      </HydrateOnSight>
      <HydrateOnSight>
        <CaliforniaBenefits {...data.benefits} />
      </HydrateOnSight>
      <HydrateOnSight>
        <TestimonialsSection
          heading={data.sections.testimonials.heading}
          seedNotice={data.testimonials.seedNotice}
          testimonials={data.testimonials.items}
        />
      </HydrateOnSight>
      <HydrateOnSight>
        <KpiCards copy={data.sections.kpis} cards={data.kpiCards} />
      </HydrateOnSight>
      <HydrateOnSight>
        <ClosingCta copy={data.closingCta} phone={data.phone} />
      </HydrateOnSight>
    </div>
  );
}
