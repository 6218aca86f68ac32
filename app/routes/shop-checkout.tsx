import { shopCheckoutPage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/shop-checkout";

export function loader() {
  return { meta: pageMeta({ ...shopCheckoutPage, path: "/shop/checkout" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopCheckoutPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{shopCheckoutPage.title}</h1>
    </div>
  );
}
