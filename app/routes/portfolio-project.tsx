import { data } from "react-router";
import { ProjectPage } from "#app/areas/site/index.ts";
import { loadProjectPage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/portfolio-project";

export function loader({ params }: Route.LoaderArgs) {
  const page = loadProjectPage(params.slug);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function PortfolioProjectRoute({ loaderData }: Route.ComponentProps) {
  return <ProjectPage data={loaderData} />;
}
