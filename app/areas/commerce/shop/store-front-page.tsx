import { Link } from "react-router";
import { commercePage } from "#app/content/pages.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { categoryImageUrl } from "./product-view.ts";
import { productCategories, productCategoryLabels } from "./product-categories.ts";
import { ProductCard } from "./product-card.tsx";
import type { StoreFrontData } from "./store-front.server.ts";

export function StoreFrontPage({ data: { counts, featured } }: { data: StoreFrontData }) {
  const categories = productCategories.filter((category) => counts[category]);
  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{commercePage.title}</h1>
      <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">
        Panels, inverters, batteries and service plans from a Redding installer: pick up in Redding, have it shipped, or
        let our crew install it.
      </p>
      <section aria-labelledby="categories-heading" className="mt-10">
        <h2 id="categories-heading" className="text-xl font-semibold">
          Shop by category
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {categories.map((category) => (
            <li key={category}>
              <Link
                to={`/shop/products?category=${category}`}
                className="block overflow-hidden rounded-xl border border-slate-200 hover:border-brand-700 dark:border-slate-700"
              >
                <img
                  src={categoryImageUrl(category)}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
                <span className="block p-3 font-semibold">
                  {productCategoryLabels[category]}{" "}
                  <span className="font-normal text-slate-600 dark:text-slate-400">({counts[category]})</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {featured.length > 0 ? (
        <section aria-labelledby="featured-heading" className="mt-12">
          <h2 id="featured-heading" className="text-xl font-semibold">
            Featured products
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10 flex flex-wrap gap-3">
        <Link to="/shop/products" className={buttonClass()}>
          See every product
        </Link>
        <Link to="/comparison" className={buttonClass("secondary")}>
          Compare products
        </Link>
      </p>
    </div>
  );
}
