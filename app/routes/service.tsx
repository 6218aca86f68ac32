import { data } from "react-router";
import { seo } from "#app/areas/site/index.ts";
import { ServicePage } from "#app/areas/site/index.ts";
import { loadServicePage } from "#app/areas/site/index.server.ts";
import { serviceForPath } from "#app/areas/site/index.server.ts";
import type { Route } from "./+types/service";

/** One module for all eight /services/* routes: the path says which service. */
export function loader({ request }: Route.LoaderArgs) {
  const service = serviceForPath(new URL(request.url).pathname);
  if (!service) throw data(null, { status: 404 });
  return loadServicePage(service);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ServiceRoute({ loaderData }: Route.ComponentProps) {
  return <ServicePage data={loaderData} />;
}
