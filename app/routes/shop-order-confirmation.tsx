import { orderConfirmationPage } from "#app/content/pages.ts";
import { OrderSummary } from "#app/areas/commerce/index.ts";
import { loadOrderConfirmation } from "#app/areas/commerce/index.server.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/shop-order-confirmation";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const order = await notFoundPage(() =>
    loadOrderConfirmation(context.services, params.orderNumber, context.user, request.headers.get("cookie")),
  );
  return {
    order,
    meta: pageMeta({
      ...orderConfirmationPage,
      path: `/shop/order/confirmation/${encodeURIComponent(params.orderNumber)}`,
    }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopOrderConfirmationPage({ loaderData }: Route.ComponentProps) {
  return <OrderSummary order={loaderData.order} />;
}
