import { orderConfirmationPage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/shop-order-confirmation";

export function loader({ params }: Route.LoaderArgs) {
  return {
    meta: pageMeta({
      ...orderConfirmationPage,
      path: `/shop/order/confirmation/${encodeURIComponent(params.orderNumber)}`,
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopOrderConfirmationPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{orderConfirmationPage.title}</h1>
    </div>
  );
}
