import { shopProductsPage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/shop-products";

export function loader() {
  return { meta: pageMeta({ ...shopProductsPage, path: "/shop/products" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopProductsPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{shopProductsPage.title}</h1>
    </div>
  );
}
