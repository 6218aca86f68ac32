import { maxLength, requiredText } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";
import { productSpecsSchemas, type ProductCategory } from "./product-categories.ts";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SKU = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
const MAX_CENTS = 100_000_000;

export const PRODUCT_NOT_FOUND = "Product not found";

/** Whether `text` can be a product's slug (anything else is not looked up). */
export const isProductSlug = (text: string) => text.length <= 120 && SLUG.test(text);

/** Whether `text` can be a SKU. */
export const isSku = (text: string) => text.length <= 40 && SKU.test(text);

export const skuField = z
  .string("Please enter a SKU")
  .trim()
  .toUpperCase()
  .min(1, "Please enter a SKU")
  .max(40, "Must be at most 40 characters")
  .regex(SKU, "Use letters, digits and single dashes");

const cents = (message: string) => z.number(message).int(message).min(0, message).max(MAX_CENTS, message);
/** The most of one thing a product record counts (stock on hand, its reorder threshold). */
export const MAX_COUNT = 1_000_000;
const count = (message: string) => z.number(message).int(message).min(0, message).max(MAX_COUNT, message);

const productFields = {
  sku: skuField,
  slug: z
    .string("Please enter a slug")
    .trim()
    .min(1, "Please enter a slug")
    .max(120, "Must be at most 120 characters")
    .regex(SLUG, "Use lower-case letters, digits and single dashes"),
  name: requiredText("Please enter the product's name", maxLength.name),
  brand: requiredText("Please enter the brand", maxLength.shortText),
  shortDescription: requiredText("Please enter a short description", 300),
  longDescription: requiredText("Please enter a description", maxLength.longText),
  priceCents: cents("Please enter a price in whole cents"),
  compareAtPriceCents: cents("Please enter a price in whole cents").nullish(),
  stock: count("Please enter the stock on hand"),
  reorderThreshold: count("Please enter a reorder threshold"),
  weightGrams: count("Please enter the shipping weight in grams"),
  active: z.boolean().default(true),
  imagePath: z
    .string()
    .regex(/^\/[\w/.-]+$/, "Use a path on this site")
    .max(200)
    .nullish(),
};

const categoryProduct = <C extends ProductCategory>(category: C) =>
  z.object({ ...productFields, category: z.literal(category), specs: productSpecsSchemas[category] });

/** A product as created or edited: the common fields and the specs its category defines. */
export const productInputSchema = z
  .discriminatedUnion("category", [
    categoryProduct("solar_panels"),
    categoryProduct("inverters"),
    categoryProduct("batteries"),
    categoryProduct("mounting"),
    categoryProduct("monitoring"),
    categoryProduct("installation_packages"),
    categoryProduct("maintenance_plans"),
  ])
  .refine((product) => product.compareAtPriceCents == null || product.compareAtPriceCents > product.priceCents, {
    path: ["compareAtPriceCents"],
    message: "The compare-at price must be higher than the price",
  });

export type ProductInput = z.input<typeof productInputSchema>;
export type ParsedProductInput = z.output<typeof productInputSchema>;
