import type { AppLoadContext } from "react-router";
import { shopProductsPage } from "#app/content/pages.ts";
import { readSearchParams } from "#app/lib/list-query.server.ts";
import { pageMeta } from "#app/areas/site/index.ts";
import { productListJsonLd } from "./product-json-ld.ts";
import { productListQuerySchema } from "./product-list-query.ts";
import { listProducts } from "./products.server.ts";

export const CATALOGUE_PATH = "/shop/products";

/** /shop/products: a page of the catalogue as the URL asks (a parameter that does not parse is ignored). */
export async function loadCataloguePage(services: AppLoadContext["services"], request: Request, siteUrl: string) {
  const query = readSearchParams(productListQuerySchema, new URL(request.url).searchParams);
  const page = await listProducts(services.db, query);
  return {
    page,
    query,
    meta: pageMeta({ ...shopProductsPage, path: CATALOGUE_PATH, jsonLd: [productListJsonLd(page.items, siteUrl)] }),
  };
}

export type CataloguePageData = Awaited<ReturnType<typeof loadCataloguePage>>;
