import { Link } from "react-router";
import { GetFreeQuoteButton } from "#app/areas/sales/index.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { comparisonHref } from "./comparison.ts";
import { productCategoryLabels, specFields } from "./product-categories.ts";
import type { ProductPageData } from "./product-page.server.ts";
import { DemoBadge, Price, ProductImage, StockState } from "./product-parts.tsx";
import { specText } from "./spec-text.ts";
import type { AddToCart } from "./add-to-cart.ts";

export function ProductPage({ data: { product }, AddToCart }: { data: ProductPageData; AddToCart: AddToCart }) {
  const specs = product.specs as Record<string, unknown>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-700 dark:text-slate-300">
        <Link to="/shop/products" className="underline">
          Products
        </Link>{" "}
        /{" "}
        <Link to={`/shop/products?category=${product.category}`} className="underline">
          {productCategoryLabels[product.category]}
        </Link>
      </nav>
      <div className="mt-6 grid gap-10 md:grid-cols-2">
        <ProductImage imageUrl={product.imageUrl} name={product.name} category={product.category} eager />
        <div className="flex flex-col gap-4">
          <p className="text-sm font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">
            {product.brand} · SKU {product.sku}
          </p>
          <h1 className="text-3xl font-bold tracking-tight">{product.name}</h1>
          {product.isDemo ? (
            <p>
              <DemoBadge />
            </p>
          ) : null}
          <p className="text-slate-700 dark:text-slate-300">{product.shortDescription}</p>
          <Price priceCents={product.priceCents} compareAtPriceCents={product.compareAtPriceCents} />
          <StockState stock={product.stock} />
          {product.stock > 0 ? (
            <AddToCart sku={product.sku} name={product.name} stock={product.stock} />
          ) : (
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm text-slate-700 dark:text-slate-300">
                We order it in and install it for you: ask for a quote.
              </span>
              <GetFreeQuoteButton />
            </div>
          )}
          <Link to={comparisonHref([product.sku])} className={`${buttonClass("secondary")} w-fit`}>
            Compare with similar products
          </Link>
        </div>
      </div>
      <div className="mt-12 grid gap-10 md:grid-cols-2">
        <section aria-labelledby="specs-heading">
          <h2 id="specs-heading" className="text-xl font-semibold">
            Specifications
          </h2>
          <table className="mt-4 w-full text-sm">
            <tbody>
              {specFields[product.category].map((field) => (
                <tr key={field.key} className="border-b border-slate-200 dark:border-slate-700">
                  <th scope="row" className="py-2 pr-4 text-left font-medium">
                    {field.label}
                  </th>
                  <td className="py-2">{specText(specs[field.key], field.unit)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section aria-labelledby="about-heading">
          <h2 id="about-heading" className="text-xl font-semibold">
            About this product
          </h2>
          {product.longDescription.split("\n\n").map((paragraph) => (
            <p key={paragraph} className="mt-4 text-slate-700 dark:text-slate-300">
              {paragraph}
            </p>
          ))}
        </section>
      </div>
    </div>
  );
}
