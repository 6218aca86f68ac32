import { portfolioPage } from "#app/content/pages.ts";
import { portfolioProjects, portfolioSeedNotice, type ProjectCategory } from "#app/content/portfolio.ts";
import { pageMeta } from "#app/areas/site/seo/index.ts";

export function projectsIn(category: ProjectCategory | null) {
  return category ? portfolioProjects.filter((project) => project.category === category) : portfolioProjects;
}

export function findProject(slug: string | undefined) {
  return portfolioProjects.find((project) => project.slug === slug);
}

/** The portfolio list, filtered on the server so the filter works without JavaScript. */
export function loadPortfolioPage(category: ProjectCategory | null) {
  return {
    page: portfolioPage,
    seedNotice: portfolioSeedNotice,
    category,
    projects: projectsIn(category),
    total: portfolioProjects.length,
    meta: pageMeta({ title: portfolioPage.title, description: portfolioPage.description, path: "/portfolio" }),
  };
}

export function loadProjectPage(slug: string | undefined) {
  const project = findProject(slug);
  if (!project) return null;
  return {
    project,
    copy: { storyHeading: portfolioPage.storyHeading, highlightsHeading: portfolioPage.highlightsHeading },
    seedNotice: portfolioSeedNotice,
    meta: pageMeta({
      title: project.title,
      description: project.summary,
      path: `/portfolio/${project.slug}`,
      type: "article",
    }),
  };
}

export type PortfolioPageData = ReturnType<typeof loadPortfolioPage>;
export type ProjectPageData = NonNullable<ReturnType<typeof loadProjectPage>>;
