import type { AppLoadContext } from "react-router";
import { commercePage } from "#app/content/pages.ts";
import { pageMeta } from "#app/areas/site/index.ts";
import { CATALOGUE_PATH } from "./catalogue.server.ts";
import { categoryCounts, featuredProducts } from "./products.server.ts";

const FEATURED = 4;

/** /commerce: the store front, whose canonical address is the catalogue's. */
export async function loadStoreFront(services: AppLoadContext["services"]) {
  const [counts, featured] = await Promise.all([categoryCounts(services.db), featuredProducts(services.db, FEATURED)]);
  return { counts, featured, meta: pageMeta({ ...commercePage, path: CATALOGUE_PATH }) };
}

export type StoreFrontData = Awaited<ReturnType<typeof loadStoreFront>>;
