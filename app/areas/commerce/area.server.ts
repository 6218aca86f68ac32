import type { AreaModule } from "#server/area-module.ts";
import { cartApi } from "./cart/index.server.ts";
import { inventoryApi } from "./inventory/index.server.ts";
import { ordersAdminApi, ordersApi, stripeWebhookApi, unpaidCardOrdersJob } from "./orders/index.server.ts";
import { productsApi, seedDemoCatalogueOnFreshDatabase } from "./shop/index.server.ts";

/** Commerce: the shop's catalogue, the cart, checkout and orders, and the stock staff keep. */
export const commerceArea: AreaModule = {
  name: "commerce",
  apiRoutes: [...ordersApi, ...stripeWebhookApi, ...productsApi, ...cartApi, ...ordersAdminApi, ...inventoryApi],
  jobs: [unpaidCardOrdersJob],
  seedFreshDatabase: seedDemoCatalogueOnFreshDatabase,
};
