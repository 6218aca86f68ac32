import { AddToCartForm, ComparisonPage } from "#app/areas/commerce/index.ts";
import { loadComparisonPage } from "#app/areas/commerce/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/comparison";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadComparisonPage(context.services, request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ComparisonRoute({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage data={loaderData} AddToCart={AddToCartForm} />;
}
