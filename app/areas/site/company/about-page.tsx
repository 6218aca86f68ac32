import { BadgeCheck } from "lucide-react";
import { IconCard } from "#app/ui/icon-card.tsx";
import { Section } from "#app/ui/section.tsx";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import type { AboutPageData } from "./company-data.server.ts";
import { PageHeader } from "#app/ui/page-header.tsx";

export function AboutPage({ data }: { data: AboutPageData }) {
  const { page: aboutPage, intro: aboutIntro, sections: aboutSections, timeline, values, licenceStatement } = data;
  return (
    <div>
      <PageHeader heading={aboutPage.heading} intro={aboutPage.intro} />
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <p className="mt-12 text-lg text-slate-800 dark:text-slate-200">{aboutIntro}</p>

        <Section id="history" heading={aboutSections.historyHeading} className="mt-14">
          <ol className="mt-6 border-l-2 border-brand-200 dark:border-brand-800">
            {timeline.map((event) => (
              <li key={`${event.year}-${event.title}`} className="relative pb-8 pl-6 last:pb-0">
                <span aria-hidden="true" className="absolute top-1.5 -left-[7px] size-3 rounded-full bg-brand-500" />
                <p className="text-sm font-semibold text-brand-700 dark:text-brand-300">{event.year}</p>
                <h3 className="font-semibold text-slate-900 dark:text-white">{event.title}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{event.description}</p>
              </li>
            ))}
          </ol>
        </Section>

        <Section
          id="licence"
          heading={aboutSections.licenceHeading}
          icon={BadgeCheck}
          className="mt-14 rounded-2xl bg-slate-50 p-8 dark:bg-slate-900"
        >
          <p className="mt-3 text-slate-700 dark:text-slate-300">{licenceStatement}</p>
          <a
            href={data.licenceLookupUrl}
            rel="noopener noreferrer"
            className="mt-4 inline-block font-medium text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            {aboutSections.licenceLinkLabel}
          </a>
        </Section>

        <Section id="values" heading={aboutSections.valuesHeading} className="mt-14">
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {values.map((value) => (
              <IconCard key={value.title} icon={value.icon} title={value.title} body={value.description} />
            ))}
          </ul>
        </Section>

        <div className="mt-14 flex flex-wrap gap-3">
          <GetFreeQuoteButton />
        </div>
      </div>
    </div>
  );
}
