import { Link } from "react-router";
import { productCategoryLabels } from "./product-categories.ts";
import { DemoBadge, Price, ProductImage, StockState } from "./product-parts.tsx";
import type { ProductView } from "./product-view.ts";

export type ProductCardData = ProductView & { shortDescription: string; isDemo: boolean };

export function ProductCard({ product, eager }: { product: ProductCardData; eager?: boolean }) {
  return (
    <li
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
      data-testid="product-card"
    >
      <ProductImage imageUrl={product.imageUrl} name={product.name} category={product.category} eager={eager} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
          {productCategoryLabels[product.category]} · {product.brand}
        </p>
        <h2 className="text-base font-semibold">
          <Link to={`/shop/products/${product.slug}`} className="hover:underline">
            {product.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{product.shortDescription}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-2 pt-2">
          <div>
            <Price priceCents={product.priceCents} compareAtPriceCents={product.compareAtPriceCents} />
            <StockState stock={product.stock} />
          </div>
          {product.isDemo ? <DemoBadge /> : null}
        </div>
      </div>
    </li>
  );
}
