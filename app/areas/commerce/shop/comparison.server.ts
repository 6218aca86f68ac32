import type { AppLoadContext } from "react-router";
import { comparisonPage } from "#app/content/pages.ts";
import { pageMeta } from "#app/areas/site/index.ts";
import { COMPARISON_PATH, comparisonRows, readComparedSkus, selectCompared } from "./comparison.ts";
import { productCategories, type ProductCategory } from "./product-categories.ts";
import { MAX_PRODUCT_PAGE_SIZE } from "./product-list-query.ts";
import { activeProductsBySkus, listProducts } from "./products.server.ts";

const isCategory = (value: string | null): value is ProductCategory =>
  (productCategories as readonly string[]).includes(value ?? "");

/**
 * /comparison?skus=A,B,C (or ?category= to start): the table, rendered on the server from the URL, and the
 * products of the same category that can be added.
 */
export async function loadComparisonPage(services: AppLoadContext["services"], request: Request) {
  const params = new URL(request.url).searchParams;
  const found = await activeProductsBySkus(services.db, readComparedSkus(params.get("skus")));
  const { compared, refused } = selectCompared(found);
  const asked = params.get("category");
  const category = compared[0]?.category ?? (isCategory(asked) ? asked : null);
  const candidates = category
    ? (await listProducts(services.db, { category, sort: "name", page: 1, pageSize: MAX_PRODUCT_PAGE_SIZE })).items
    : [];
  return {
    category,
    compared,
    refused,
    rows: comparisonRows(compared),
    candidates: candidates.filter((candidate) => !compared.some((product) => product.sku === candidate.sku)),
    meta: pageMeta({ ...comparisonPage, path: COMPARISON_PATH }),
  };
}

export type ComparisonPageData = Awaited<ReturnType<typeof loadComparisonPage>>;
