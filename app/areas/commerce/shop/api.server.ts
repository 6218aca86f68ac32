import { defineApi } from "#server/http/api-route.ts";
import { notFound } from "#server/domain-errors.ts";
import { parseInput } from "#server/http/errors.ts";
import { productListQuerySchema } from "./product-list-query.ts";
import { PRODUCT_NOT_FOUND, isProductSlug } from "./product-schema.ts";
import { listProducts, productBySlug, toProductView } from "./products.server.ts";

/** The public catalogue API: `GET /api/products` and `GET /api/products/:slug`. */
export const productsApi = [
  defineApi("get", "/api/products", "public", async (req) => {
    const page = await listProducts(req.services.db, parseInput(productListQuerySchema, req.query));
    return { ...page, items: page.items.map(toProductView) };
  }),
  defineApi("get", "/api/products/:slug", "public", async (req) => {
    const { slug } = req.params;
    const product = typeof slug === "string" && isProductSlug(slug) ? await productBySlug(req.services.db, slug) : null;
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }),
];
