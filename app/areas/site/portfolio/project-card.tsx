import { Link } from "react-router";
import type { PortfolioProject } from "#app/content/portfolio.ts";
import { LazyImage } from "#app/ui/lazy-image.tsx";
import { categoryLabels, formatKw } from "./categories.ts";

export function ProjectCard({ project }: { project: PortfolioProject }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <LazyImage src={project.imageId} alt="" sizes="(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-medium text-brand-700 dark:text-brand-300">{categoryLabels[project.category]}</p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900 dark:text-white">
          <Link to={`/portfolio/${project.slug}`} className="after:absolute after:inset-0 hover:underline">
            {project.title}
          </Link>
        </h2>
        <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-slate-600 dark:text-slate-400">System</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{formatKw(project.systemSizeKw, "kW")}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Year</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{project.year}</dd>
          </div>
          <div>
            <dt className="text-slate-600 dark:text-slate-400">Town</dt>
            <dd className="font-semibold text-slate-900 dark:text-white">{project.town}</dd>
          </div>
        </dl>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{project.summary}</p>
      </div>
    </article>
  );
}
