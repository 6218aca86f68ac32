import type { BenefitCard, BenefitsSection, IncentiveFigure } from "#app/content/benefits.ts";
import { IconCard } from "#app/ui/icon-card.tsx";
import { CitationList, CitationRefs, type Citation } from "#app/areas/site/claims/index.ts";
import { GetFreeQuoteButton, ScheduleConsultationButton } from "#app/areas/sales/index.ts";
import { SectionHeading } from "./section-heading.tsx";

export interface CaliforniaBenefitsProps {
  section: BenefitsSection;
  cards: readonly BenefitCard[];
  figures: readonly IncentiveFigure[];
  citations: readonly Citation[];
}

export function CaliforniaBenefits({ section, cards, figures, citations }: CaliforniaBenefitsProps) {
  return (
    <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="benefits-heading" title={section.heading} intro={section.intro} />
      <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {cards.map((card) => (
          <IconCard key={card.id} icon={card.icon} title={card.title} body={card.body}>
            <CitationRefs refs={card} citations={citations} />
          </IconCard>
        ))}
      </ul>
      <dl className="mt-10 grid gap-6 rounded-2xl bg-ink-900 p-8 text-white md:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.id} className="flex flex-col">
            <dt className="text-sm text-slate-200">{figure.label}</dt>
            <dd className="order-first text-3xl font-bold text-brand-300">{figure.value}</dd>
            <dd className="[&_a]:border-slate-500 [&_a]:text-brand-200 [&_p]:text-slate-300">
              <CitationRefs refs={{ claimIds: [figure.claimId] }} citations={citations} />
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <GetFreeQuoteButton />
        <ScheduleConsultationButton variant="secondary" />
      </div>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">{section.disclaimer}</p>
      <CitationList citations={citations} heading="Sources for this section" />
    </section>
  );
}
