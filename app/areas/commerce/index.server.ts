/** The commerce area's face for server code elsewhere: its features' index.server.ts, name by name. */
export { cartApi } from "./cart/index.server.ts";
export {
  returnStock,
  takeStock,
  type StockLine,
  type StockProblem,
  inventoryAdjustments,
  inventoryApi,
} from "./inventory/index.server.ts";
export {
  ordersApi,
  checkoutPaymentMethods,
  stripeWebhookApi,
  unpaidCardOrdersJob,
  ordersAdminApi,
  listOrdersForUser,
  orderLines,
  orders,
  orderEvents,
} from "./orders/index.server.ts";
export {
  productsApi,
  priceCart,
  activeProductsBySkus,
  insertProducts,
  listProducts,
  pricingBySkus,
  productBySlug,
  toProductView,
  type ProductListItem,
  removeDemoCatalogue,
  seedDemoCatalogue,
  seedDemoCatalogueOnFreshDatabase,
  products,
  type NewProductRow,
  type ProductRow,
} from "./shop/index.server.ts";
export { commerceArea } from "./area.server.ts";
