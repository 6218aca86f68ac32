import { AddToCartForm, ProductPage } from "#app/areas/commerce/index.ts";
import { loadProductPage } from "#app/areas/commerce/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { publicSettingsFor } from "#app/lib/public-settings.ts";
import type { Route } from "./+types/shop-product";

export function loader({ context, params }: Route.LoaderArgs) {
  return notFoundPage(() => loadProductPage(context.services, params.productSlug, publicSettingsFor(context).siteUrl));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductPage data={loaderData} AddToCart={AddToCartForm} />;
}
