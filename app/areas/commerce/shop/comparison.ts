import { formatCents } from "#app/lib/format.ts";
import {
  productCategoryLabels,
  specFields,
  valuePerUnit,
  type Better,
  type ProductCategory,
  type ProductSpecs,
} from "./product-categories.ts";
import { isSku } from "./product-schema.ts";
import { specText } from "./spec-text.ts";
import { stockStateText } from "./stock-state.ts";

export const COMPARISON_PATH = "/comparison";
export const MAX_COMPARED = 3;
export const TOO_MANY_MESSAGE = `You can compare up to ${MAX_COMPARED} products at a time. Remove one to add another.`;

export interface ComparedProduct {
  sku: string;
  name: string;
  category: ProductCategory;
  priceCents: number;
  stock: number;
  specs: ProductSpecs;
}

/** `?skus=A,B,C`: the SKUs asked for, in order, without repeats or text that cannot be a SKU. */
export function readComparedSkus(param: string | null): string[] {
  const skus = (param ?? "")
    .split(",")
    .map((sku) => sku.trim().toUpperCase())
    .filter(isSku);
  return [...new Set(skus)];
}

/** The products the table compares: at most three, all of the first one's category; and why any was left out. */
export function selectCompared<T extends ComparedProduct>(found: readonly T[]): { compared: T[]; refused: string[] } {
  const category = found[0]?.category;
  const sameCategory = found.filter((product) => product.category === category);
  const refused: string[] = [];
  const other = found.find((product) => product.category !== category);
  if (other && category) {
    refused.push(
      `${other.name} is not in ${productCategoryLabels[category].toLowerCase()}: compare products of one category.`,
    );
  }
  if (sameCategory.length > MAX_COMPARED) refused.push(TOO_MANY_MESSAGE);
  return { compared: sameCategory.slice(0, MAX_COMPARED), refused };
}

/** The URL of the comparison with `skus` selected. */
export function comparisonHref(skus: readonly string[]): string {
  return skus.length ? `${COMPARISON_PATH}?skus=${skus.map(encodeURIComponent).join(",")}` : COMPARISON_PATH;
}

export interface ComparisonRow {
  label: string;
  cells: string[];
  /** Which cells hold the better value of the row (none when the row has no better, or every value is equal). */
  best: boolean[];
}

function markBest(values: readonly (number | null)[], better: Better): boolean[] {
  const numbers = values.filter((value): value is number => value !== null);
  if (!better || numbers.length < 2 || numbers.every((value) => value === numbers[0])) return values.map(() => false);
  const target = better === "higher" ? Math.max(...numbers) : Math.min(...numbers);
  return values.map((value) => value === target);
}

/** The side-by-side table: price, value per unit, each spec of the category, stock; the better value marked. */
export function comparisonRows(products: readonly ComparedProduct[]): ComparisonRow[] {
  const category = products[0]?.category;
  if (!category) return [];
  const row = (label: string, cells: string[], values: (number | null)[], better: Better): ComparisonRow => ({
    label,
    cells,
    best: markBest(values, better),
  });
  const rows = [
    row(
      "Price",
      products.map((product) => formatCents(product.priceCents)),
      products.map((product) => product.priceCents),
      "lower",
    ),
  ];
  const values = products.map((product) => valuePerUnit(category, product.specs, product.priceCents));
  const valueLabel = values.find((value) => value)?.label;
  if (valueLabel) {
    rows.push(
      row(
        valueLabel,
        values.map((value) => (value ? formatCents(Math.round(value.centsPerUnit)) : "—")),
        values.map((value) => (value ? Math.round(value.centsPerUnit) : null)),
        "lower",
      ),
    );
  }
  for (const field of specFields[category]) {
    const raw = products.map((product) => (product.specs as Record<string, unknown>)[field.key]);
    rows.push(
      row(
        field.label,
        raw.map((value) => specText(value, field.unit)),
        raw.map((value) => (typeof value === "number" ? value : null)),
        field.better,
      ),
    );
  }
  rows.push(
    row(
      "Stock",
      products.map((product) => stockStateText(product.stock)),
      products.map(() => null),
      null,
    ),
  );
  return rows;
}
