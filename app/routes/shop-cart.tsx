import { shopCartPage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/shop-cart";

export function loader() {
  return { meta: pageMeta({ ...shopCartPage, path: "/shop/cart" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopCartPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{shopCartPage.title}</h1>
    </div>
  );
}
