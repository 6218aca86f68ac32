import type { CommonProblem, HomeSectionCopy } from "#app/content/home.ts";
import { SectionHeading } from "./section-heading.tsx";

export function CommonProblems({ copy, problems }: { copy: HomeSectionCopy; problems: readonly CommonProblem[] }) {
  return (
    <section aria-labelledby="problems-heading" className="bg-slate-50 py-16 dark:bg-slate-900">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="problems-heading" title={copy.heading} intro={copy.intro} />
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {problems.map((problem) => (
            <li key={problem.id} className="rounded-xl bg-white p-6 shadow-sm dark:bg-slate-950">
              <h3 className="text-lg font-semibold">{problem.title}</h3>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                <span className="font-medium text-slate-900 dark:text-white">What you notice: </span>
                {problem.symptom}
              </p>
              <p className="mt-2 text-slate-700 dark:text-slate-300">
                <span className="font-medium text-slate-900 dark:text-white">What we do: </span>
                {problem.whatWeDo}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
