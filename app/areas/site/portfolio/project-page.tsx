import { ArrowLeft, Check } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/ui/button.tsx";
import { Section } from "#app/ui/section.tsx";
import { LazyImage } from "#app/ui/lazy-image.tsx";
import { SeedNotice } from "#app/ui/seed-notice.tsx";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import { categoryLabels, formatKw } from "./categories.ts";
import type { ProjectPageData } from "./portfolio-data.server.ts";
import { TitledSection } from "#app/ui/titled-section.tsx";

export function ProjectPage({ data }: { data: ProjectPageData }) {
  const { project, copy } = data;
  const facts = [
    { label: "Type", value: categoryLabels[project.category] },
    { label: "System size", value: formatKw(project.systemSizeKw, "kW") },
    { label: "Battery", value: project.batteryKwh ? formatKw(project.batteryKwh, "kWh") : "None" },
    { label: "Year", value: String(project.year) },
    { label: "Town", value: `${project.town}, CA` },
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <Link
        to={`/portfolio?category=${project.category}`}
        className="inline-flex min-h-10 items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> More {categoryLabels[project.category].toLowerCase()}{" "}
        projects
      </Link>
      <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{project.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{project.summary}</p>
      <SeedNotice className="mt-6">{data.seedNotice}</SeedNotice>
      <LazyImage
        src={project.imageId}
        alt={`Illustration of the ${project.title.toLowerCase()} project`}
        sizes="(min-width: 1024px) 992px, 100vw"
        priority
        className="mt-8 rounded-2xl"
      />
      <dl className="mt-8 grid grid-cols-2 gap-4 rounded-xl border border-slate-200 p-6 sm:grid-cols-5 dark:border-slate-700">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{fact.label}</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <Section id="story" heading={copy.storyHeading} className="lg:col-span-2">
          <div className="mt-4 space-y-4 text-slate-700 dark:text-slate-300">
            {project.details.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </Section>
        <TitledSection
          id="highlights-heading"
          title={copy.highlightsHeading}
          className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900"
        >
          <ul className="mt-3 space-y-2 text-slate-800 dark:text-slate-200">
            {project.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-emerald-600" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </TitledSection>
      </div>
      <div className="mt-12 flex flex-wrap gap-3">
        <GetFreeQuoteButton />
        <Link to="/portfolio" className={buttonClass("secondary")}>
          All projects
        </Link>
      </div>
    </div>
  );
}
