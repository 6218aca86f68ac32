import { seo } from "#app/areas/site/index.ts";
import { TechnicalDataPage } from "#app/areas/site/index.ts";
import { loadTechnicalDataPage } from "#app/areas/site/index.server.ts";
import type { Route } from "./+types/technical-data";

export function loader({ request }: Route.LoaderArgs) {
  return loadTechnicalDataPage(request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function TechnicalDataRoute({ loaderData }: Route.ComponentProps) {
  return <TechnicalDataPage data={loaderData} />;
}
