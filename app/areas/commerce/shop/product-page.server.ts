import type { AppLoadContext } from "react-router";
import { notFound } from "#server/domain-errors.ts";
import { pageMeta } from "#app/areas/site/index.ts";
import { productJsonLd } from "./product-json-ld.ts";
import { isProductSlug, PRODUCT_NOT_FOUND } from "./product-schema.ts";
import { productBySlug } from "./products.server.ts";

/** /shop/products/:slug: the product, or the 404 page for an unknown or deactivated one. */
export async function loadProductPage(services: AppLoadContext["services"], slug: string, siteUrl: string) {
  const product = isProductSlug(slug) ? await productBySlug(services.db, slug) : null;
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return {
    product,
    meta: pageMeta({
      title: product.name,
      description: product.shortDescription,
      path: `/shop/products/${product.slug}`,
      jsonLd: [productJsonLd(product, siteUrl)],
    }),
  };
}

export type ProductPageData = Awaited<ReturnType<typeof loadProductPage>>;
