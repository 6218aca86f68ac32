/** The shop's face for server code: the catalogue, its API, its demo data and cart pricing. */
export { productsApi } from "./api.server.ts";
export { priceCart } from "./cart-pricing.ts";
export {
  activeProductsBySkus,
  insertProducts,
  listProducts,
  pricingBySkus,
  productBySlug,
  toProductView,
  type ProductListItem,
} from "./products.server.ts";
export { removeDemoCatalogue, seedDemoCatalogue, seedDemoCatalogueOnFreshDatabase } from "./demo-catalogue.server.ts";
export { products, type NewProductRow, type ProductRow } from "./tables.server.ts";
export { loadCataloguePage } from "./catalogue.server.ts";
export { loadComparisonPage } from "./comparison.server.ts";
export { loadProductPage } from "./product-page.server.ts";
export { loadStoreFront } from "./store-front.server.ts";
