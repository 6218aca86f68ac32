import { StoreFrontPage } from "#app/areas/commerce/index.ts";
import { loadStoreFront } from "#app/areas/commerce/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/commerce";

export function loader({ context }: Route.LoaderArgs) {
  return loadStoreFront(context.services);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function CommerceRoute({ loaderData }: Route.ComponentProps) {
  return <StoreFrontPage data={loaderData} />;
}
