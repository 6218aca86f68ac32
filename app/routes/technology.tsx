import { technologyPage } from "#app/content/technology.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import { TechnologyPage } from "#app/areas/site/index.ts";
import type { Route } from "./+types/technology";

export function loader() {
  return {
    page: technologyPage,
    meta: pageMeta({
      title: technologyPage.metaTitle,
      description: technologyPage.metaDescription,
      path: "/resources/technology",
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function TechnologyRoute({ loaderData }: Route.ComponentProps) {
  return <TechnologyPage page={loaderData.page} />;
}
