import { z } from "#app/lib/zod.ts";
import { productCategories } from "./product-categories.ts";
import { labelledValues } from "#app/lib/labelled-values.ts";

export const { values: productSorts, labels: productSortLabels } = labelledValues({
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  name: "Name",
});
export type ProductSort = (typeof productSorts)[number];

export const MAX_PRODUCT_PAGE_SIZE = 100;
export const DEFAULT_PRODUCT_PAGE_SIZE = 24;

const blankToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** `GET /api/products` and the catalogue page's URL: `?category=&q=&sort=&page=&pageSize=`. */
export const productListQuerySchema = z.object({
  category: z.preprocess(blankToUndefined, z.enum(productCategories, "Unknown category").optional()),
  q: z.preprocess(blankToUndefined, z.string().trim().max(200, "Must be at most 200 characters").optional()),
  sort: z.preprocess(blankToUndefined, z.enum(productSorts, "Unknown sort").default("newest")),
  page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number("Must be a whole number from 1")
      .int("Must be a whole number from 1")
      .min(1, "Must be a whole number from 1")
      .max(1_000_000)
      .default(1),
  ),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce
      .number(`Must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`)
      .int(`Must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`)
      .min(1, `Must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`)
      .max(MAX_PRODUCT_PAGE_SIZE, `Must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`)
      .default(DEFAULT_PRODUCT_PAGE_SIZE),
  ),
});

export type ProductListQuery = z.output<typeof productListQuerySchema>;
