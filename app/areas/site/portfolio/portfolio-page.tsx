import { Link } from "react-router";
import { SeedNotice } from "#app/ui/seed-notice.tsx";
import { categories, categoryLabels } from "./categories.ts";
import type { PortfolioPageData } from "./portfolio-data.server.ts";
import { ProjectCard } from "./project-card.tsx";
import { PageHeader } from "#app/ui/page-header.tsx";

const filterClass = (selected: boolean) =>
  `inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
    selected
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
  }`;

/** Filter links are plain links to ?category=…, so filtering works before and without JavaScript. */
export function PortfolioPage({ data }: { data: PortfolioPageData }) {
  const { page: portfolioPage, category, projects } = data;
  const options = [
    { value: null, label: "All projects" },
    ...categories.map((value) => ({ value, label: categoryLabels[value] })),
  ];
  return (
    <div>
      <PageHeader heading={portfolioPage.heading} intro={portfolioPage.intro} width="wide" />
      <div className="mx-auto max-w-6xl px-4 pb-16">
        <SeedNotice className="mt-10">{data.seedNotice}</SeedNotice>
        <nav aria-label="Filter projects by type" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {options.map((option) => (
              <li key={option.label}>
                <Link
                  to={option.value ? `/portfolio?category=${option.value}` : "/portfolio"}
                  preventScrollReset
                  aria-current={option.value === category ? "page" : undefined}
                  className={filterClass(option.value === category)}
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Showing {projects.length} of {data.total} projects
          {category ? ` (${categoryLabels[category].toLowerCase()})` : ""}
        </p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.slug} className="relative">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
