import { shopCartPage } from "#app/content/pages.ts";
import { CartPage } from "#app/areas/commerce/index.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/shop-cart";

export function loader() {
  return { meta: pageMeta({ ...shopCartPage, path: "/shop/cart" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopCartRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{shopCartPage.title}</h1>
      <CartPage />
    </div>
  );
}
