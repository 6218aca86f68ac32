import { formatCents } from "#app/lib/format.ts";
import { productCategoryLabels, type ProductCategory } from "./product-categories.ts";
import { stockStateText, stockTone } from "./stock-state.ts";

const toneClass = {
  in: "text-emerald-800 dark:text-emerald-300",
  few: "text-amber-800 dark:text-amber-300",
  out: "text-slate-700 dark:text-slate-300",
} as const;

export function StockState({ stock }: { stock: number }) {
  return (
    <p className={`text-sm font-medium ${toneClass[stockTone(stock)]}`} data-testid="stock-state">
      {stockStateText(stock)}
    </p>
  );
}

export function Price({ priceCents, compareAtPriceCents }: { priceCents: number; compareAtPriceCents: number | null }) {
  return (
    <p className="flex items-baseline gap-2">
      <span className="text-lg font-bold text-slate-900 dark:text-white">{formatCents(priceCents)}</span>
      {compareAtPriceCents ? (
        <span className="text-sm text-slate-600 line-through dark:text-slate-400">
          <span className="sr-only">Was </span>
          {formatCents(compareAtPriceCents)}
        </span>
      ) : null}
    </p>
  );
}

/** A product's image: its own, or its category's drawn illustration (an SVG, sharp at any width). */
export function ProductImage({
  imageUrl,
  name,
  category,
  eager = false,
}: {
  imageUrl: string;
  name: string;
  category: ProductCategory;
  eager?: boolean;
}) {
  return (
    <img
      src={imageUrl}
      alt={`${name} (${productCategoryLabels[category].toLowerCase()} illustration)`}
      width={400}
      height={300}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className="aspect-[4/3] w-full rounded-lg object-cover"
    />
  );
}

export function DemoBadge() {
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      Demo product
    </span>
  );
}
