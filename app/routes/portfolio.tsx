import { parseCategory, PortfolioPage } from "#app/areas/site/index.ts";
import { loadPortfolioPage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/portfolio";

export function loader({ request }: Route.LoaderArgs) {
  return loadPortfolioPage(parseCategory(new URL(request.url).searchParams.get("category")));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function PortfolioRoute({ loaderData }: Route.ComponentProps) {
  return <PortfolioPage data={loaderData} />;
}
