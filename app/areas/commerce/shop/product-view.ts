import type { ProductCategory, ProductSpecs } from "./product-categories.ts";

/** A product as the API and the pages show it (`GET /api/products` items). */
export interface ProductView {
  id: number;
  slug: string;
  sku: string;
  name: string;
  brand: string;
  category: ProductCategory;
  priceCents: number;
  compareAtPriceCents: number | null;
  stock: number;
  specs: ProductSpecs;
  imageUrl: string;
}

/** The detail page's and `GET /api/products/:slug`'s product: the list item and its descriptions. */
export interface ProductDetail extends ProductView {
  shortDescription: string;
  longDescription: string;
  isDemo: boolean;
}

export interface ProductPage {
  items: ProductView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The illustration a product without its own image shows: one SVG per category, self-hosted. */
export const categoryImageUrl = (category: ProductCategory) => `/images/shop/${category}.svg`;
