import { TestimonialsSection } from "#app/areas/site/testimonials/index.ts";
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
      <TriageSteps copy={data.sections.triage} steps={data.triageSteps} />
      <CommonProblems copy={data.sections.problems} problems={data.commonProblems} />
      <CaliforniaBenefits {...data.benefits} />
      <TestimonialsSection
        heading={data.sections.testimonials.heading}
        seedNotice={data.testimonials.seedNotice}
        testimonials={data.testimonials.items}
      />
      <KpiCards copy={data.sections.kpis} cards={data.kpiCards} />
      <ClosingCta copy={data.closingCta} phone={data.phone} />
    </div>
  );
}
