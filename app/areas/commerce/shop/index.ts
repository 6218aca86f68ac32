/** The shop's browser-safe face: categories and their specs, product input rules, the API's shapes, cart pricing. */
export {
  productCategories,
  type ProductCategory,
  productCategoryLabels,
  productSpecsSchemas,
  type ProductSpecsByCategory,
  type ProductSpecs,
  type Better,
  type SpecField,
  specFields,
  valuePerUnit,
  taxableCategories,
} from "./product-categories.ts";
export {
  isSku,
  MAX_COUNT,
  productInputSchema,
  skuField,
  type ParsedProductInput,
  type ProductInput,
} from "./product-schema.ts";
export {
  productSorts,
  type ProductSort,
  productSortLabels,
  MAX_PRODUCT_PAGE_SIZE,
  DEFAULT_PRODUCT_PAGE_SIZE,
  productListQuerySchema,
  type ProductListQuery,
} from "./product-list-query.ts";
export { type ProductView, type ProductDetail, categoryImageUrl } from "./product-view.ts";
export {
  deliveryMethods,
  type DeliveryMethod,
  MAX_LINE_QUANTITY,
  type CartItem,
  type PricedProduct,
  type QuoteLine,
  type CartTotals,
  type CartQuote,
  NO_LONGER_SOLD,
  OUT_OF_STOCK,
  onlyLeft,
  mergeCartItems,
  salesTaxCents,
  shippingCents,
  priceCart,
} from "./cart-pricing.ts";
export { CataloguePage } from "./catalogue-page.tsx";
export { ProductPage } from "./product-page.tsx";
export { StoreFrontPage } from "./store-front-page.tsx";
export { ComparisonPage } from "./comparison-page.tsx";
export { stockStateText } from "./stock-state.ts";
export { demoCatalogue } from "./demo-catalogue.ts";
