import { shopCheckoutPage } from "#app/content/pages.ts";
import { CheckoutPage } from "#app/areas/commerce/index.ts";
import { checkoutPaymentMethods } from "#app/areas/commerce/index.server.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/shop-checkout";

export function loader({ context }: Route.LoaderArgs) {
  return {
    paymentMethods: checkoutPaymentMethods(context.services.config),
    meta: pageMeta({ ...shopCheckoutPage, path: "/shop/checkout" }),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ShopCheckoutPage({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage title={shopCheckoutPage.title} paymentMethods={loaderData.paymentMethods} />;
}
