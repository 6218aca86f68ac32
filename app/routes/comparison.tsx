import { ComparisonPage } from "#app/features/shop/index.ts";
import { loadComparisonPage } from "#app/features/shop/comparison.server.ts";
import { seo } from "#app/features/seo/index.ts";
import type { Route } from "./+types/comparison";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadComparisonPage(context.services, request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ComparisonRoute({ loaderData }: Route.ComponentProps) {
  return <ComparisonPage data={loaderData} />;
}
