import { Check } from "lucide-react";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { TechnologyPage as TechnologyPageCopy } from "#app/content/technology.ts";

export function TechnologyPage({ page: technologyPage }: { page: TechnologyPageCopy }) {
  return (
    <div>
      <PageHeader heading={technologyPage.title} intro={technologyPage.intro}>
        <nav aria-label="On this page" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {technologyPage.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="inline-flex min-h-10 items-center rounded-full border border-white/50 px-4 text-sm font-medium hover:bg-white/10"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="mx-auto max-w-5xl px-4 pb-16">
        {technologyPage.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="mt-14 scroll-mt-32"
          >
            <h2
              id={`${section.id}-heading`}
              className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white"
            >
              {section.heading}
            </h2>
            <div className="mt-4 grid gap-8 lg:grid-cols-3">
              <div className="space-y-4 text-slate-700 lg:col-span-2 dark:text-slate-300">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
              </div>
              <aside
                aria-label={`${section.heading}: key points`}
                className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900"
              >
                <ul className="space-y-3 text-sm text-slate-800 dark:text-slate-200">
                  {section.keyPoints.map((point) => (
                    <li key={point} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </aside>
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}
