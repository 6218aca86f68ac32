import { Link } from "react-router";
import { shopProductsPage } from "#app/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import { ChoiceField, QueryForm, TextField } from "#app/ui/query-fields.tsx";
import type { CataloguePageData } from "./catalogue.server.ts";
import { productCategories, productCategoryLabels } from "./product-categories.ts";
import { ProductCard } from "./product-card.tsx";
import { productSortLabels, productSorts } from "./product-list-query.ts";

const categoryOptions = [
  { value: "", label: "All categories" },
  ...productCategories.map((category) => ({ value: category, label: productCategoryLabels[category] })),
];
const sortOptions = productSorts.map((sort) => ({ value: sort, label: productSortLabels[sort] }));

export function CataloguePage({ data: { page, query } }: { data: CataloguePageData }) {
  const qualifier = [
    query.category ? `in ${productCategoryLabels[query.category].toLowerCase()}` : "",
    query.q ? `matching "${query.q}"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{shopProductsPage.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        Equipment and service packages we sell and install. Prices include nothing hidden: tax and shipping are shown in
        your cart. Want help choosing?{" "}
        <Link to="/comparison" className="font-semibold underline">
          Compare products
        </Link>
        .
      </p>
      <QueryForm
        query={{ values: { q: query.q ?? "", category: query.category ?? "", sort: query.sort }, notes: [] }}
        action="/shop/products"
        role="search"
        aria-label="Filter products"
        className="mt-8 grid gap-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <TextField name="q" label="Search" placeholder="e.g. battery, 400 W, Lassen" />
        <ChoiceField name="category" label="Category" options={categoryOptions} />
        <ChoiceField name="sort" label="Sort by" options={sortOptions} />
        <Button type="submit">Show products</Button>
      </QueryForm>
      <div className="mt-8">
        {page.items.length === 0 ? (
          <EmptyState>
            No products match.{" "}
            <Link to="/shop/products" className="font-semibold underline">
              Show every product
            </Link>
          </EmptyState>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {page.items.map((product, index) => (
              <ProductCard key={product.id} product={product} eager={index < 2} />
            ))}
          </ul>
        )}
      </div>
      <div className="mt-8">
        <Pagination list={page} noun={{ one: "product", many: "products" }} qualifier={qualifier} />
      </div>
    </div>
  );
}
