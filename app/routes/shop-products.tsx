import { CataloguePage } from "#app/areas/commerce/index.ts";
import { loadCataloguePage } from "#app/areas/commerce/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import { publicSettingsFor } from "#app/lib/public-settings.ts";
import type { Route } from "./+types/shop-products";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadCataloguePage(context.services, request, publicSettingsFor(context).siteUrl);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopProductsRoute({ loaderData }: Route.ComponentProps) {
  return <CataloguePage data={loaderData} />;
}
