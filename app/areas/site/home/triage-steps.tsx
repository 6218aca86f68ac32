import type { HomeSectionCopy, TriageStep } from "#app/content/home.ts";
import { ContentIcon } from "#app/ui/content-icon.tsx";
import { SectionHeading } from "./section-heading.tsx";

export function TriageSteps({ copy, steps }: { copy: HomeSectionCopy; steps: readonly TriageStep[] }) {
  return (
    <section aria-labelledby="triage-heading" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="triage-heading" title={copy.heading} />
      <ol className="mt-8 grid gap-6 md:grid-cols-3">
        {steps.map((step) => (
          <li
            key={step.step}
            className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-900 dark:text-brand-100">
                <ContentIcon name={step.icon} />
              </span>
              <h3 className="text-xl font-semibold">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
            </div>
            <p className="mt-3 text-slate-700 dark:text-slate-300">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
