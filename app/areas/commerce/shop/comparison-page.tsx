import { Check } from "lucide-react";
import { Link } from "react-router";
import { comparisonPage } from "#app/content/pages.ts";
import { AskUsButton } from "#app/areas/sales/index.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { TableScroller } from "#app/ui/table-scroller.tsx";
import { comparisonHref, MAX_COMPARED } from "./comparison.ts";
import type { ComparisonPageData } from "./comparison.server.ts";
import { productCategories, productCategoryLabels } from "./product-categories.ts";
import { Price } from "./product-parts.tsx";
import type { AddToCart } from "./add-to-cart.ts";

export function ComparisonPage({ data, AddToCart }: { data: ComparisonPageData; AddToCart: AddToCart }) {
  const { category, compared, refused, rows, candidates } = data;
  const skus = compared.map((product) => product.sku);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{comparisonPage.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        Compare up to {MAX_COMPARED} products of one category side by side; the better value of each row is marked. The
        address of this page keeps your selection, so you can share it.
      </p>
      {refused.map((message) => (
        <p
          key={message}
          role="alert"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          {message}
        </p>
      ))}
      <nav aria-label="Categories to compare" className="mt-6 flex flex-wrap gap-2">
        {productCategories.map((option) => (
          <Link
            key={option}
            to={`/comparison?category=${option}`}
            aria-current={option === category ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${option === category ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 hover:bg-slate-50 dark:border-slate-600 dark:hover:bg-slate-800"}`}
          >
            {productCategoryLabels[option]}
          </Link>
        ))}
      </nav>
      {compared.length > 0 ? (
        <TableScroller label="Product comparison">
          <table className="mt-8 w-full min-w-[40rem] border-collapse text-sm" data-testid="comparison-table">
            <caption className="sr-only">
              {productCategoryLabels[compared[0]!.category]} compared; a check marks the better value of a row
            </caption>
            <thead>
              <tr>
                <th scope="col" className="w-48 p-3 text-left">
                  <span className="sr-only">Specification</span>
                </th>
                {compared.map((product) => (
                  <th key={product.sku} scope="col" className="p-3 text-left align-top">
                    <Link to={`/shop/products/${product.slug}`} className="text-base font-semibold hover:underline">
                      {product.name}
                    </Link>
                    <p className="font-normal text-slate-600 dark:text-slate-400">{product.brand}</p>
                    <Price priceCents={product.priceCents} compareAtPriceCents={product.compareAtPriceCents} />
                    <Link
                      to={comparisonHref(skus.filter((sku) => sku !== product.sku))}
                      className="text-xs font-medium text-red-700 underline dark:text-red-400"
                      aria-label={`Remove ${product.name} from the comparison`}
                    >
                      Remove
                    </Link>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="p-3 text-left font-medium">
                    {row.label}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={compared[index]!.sku}
                      className={`p-3 ${row.best[index] ? "bg-emerald-50 font-semibold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100" : ""}`}
                    >
                      {row.best[index] ? (
                        <span className="inline-flex items-center gap-1">
                          <Check aria-hidden="true" className="size-4" />
                          {cell}
                          <span className="sr-only">(better)</span>
                        </span>
                      ) : (
                        cell
                      )}
                    </td>
                  ))}
                </tr>
              ))}
              <tr className="border-t border-slate-200 dark:border-slate-700">
                <th scope="row" className="p-3 text-left font-medium">
                  Buy
                </th>
                {compared.map((product) => (
                  <td key={product.sku} className="p-3 align-top">
                    {product.stock > 0 ? (
                      <AddToCart sku={product.sku} name={product.name} stock={product.stock} />
                    ) : (
                      <span className="text-slate-700 dark:text-slate-300">Out of stock — order for installation</span>
                    )}
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </TableScroller>
      ) : (
        <p className="mt-8 text-slate-700 dark:text-slate-300">
          {category ? "Choose products below to compare them." : "Choose a category, then the products to compare."}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <AskUsButton variant="secondary" />
        <span className="text-sm text-slate-700 dark:text-slate-300">We will help you choose, free of charge.</span>
      </div>
      {candidates.length > 0 ? (
        <section aria-labelledby="add-heading" className="mt-10">
          <h2 id="add-heading" className="text-xl font-semibold">
            Add to the comparison
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {candidates.map((candidate) => (
              <li
                key={candidate.sku}
                className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <span>
                  <span className="block font-medium">{candidate.name}</span>
                  <Price priceCents={candidate.priceCents} compareAtPriceCents={candidate.compareAtPriceCents} />
                </span>
                <Link
                  to={comparisonHref([...skus, candidate.sku])}
                  className={buttonClass("secondary")}
                  aria-label={`Compare ${candidate.name}`}
                >
                  Compare
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
