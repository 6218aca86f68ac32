import { Link } from "react-router";
import { formatCents } from "#app/lib/format.ts";
import { labelOf } from "#app/lib/labels.ts";
import { Badge } from "#app/ui/badge.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { productCategoryLabels } from "#app/areas/commerce/shop/index.ts";
import type { StockListQuery, StockPage } from "./stock-list.server.ts";
import { stockStateLabels } from "./stock-states.ts";
import { textLinkClass } from "#app/ui/text-link.ts";

type Product = StockPage["items"][number];

const texts: ListTexts = {
  noun: { one: "product", many: "products" },
  caption: "Products and their stock",
  filters: { search: "Search SKU, name or brand", csvPath: "/api/admin/products.csv" },
};
const selects: FilterSelect[] = [
  ["Category", "category", "Any category", Object.entries(productCategoryLabels)],
  ["Stock", "state", "Any", Object.entries(stockStateLabels)],
];

function stockBadge(product: Product) {
  if (!product.active) return <Badge tone="slate">Deactivated</Badge>;
  if (product.stock === 0) return <Badge tone="red">Out of stock</Badge>;
  if (product.stock <= product.reorderThreshold) return <Badge tone="amber">Reorder</Badge>;
  return <Badge tone="emerald">In stock</Badge>;
}

const columns: Column<Product>[] = [
  {
    header: "SKU",
    sortKey: "sku",
    firstDir: "asc",
    rowHeader: true,
    className: "font-mono whitespace-nowrap",
    cell: (product) => (
      <Link to={`/platform/inventory/products/${product.id}`} className={textLinkClass}>
        {product.sku}
      </Link>
    ),
  },
  {
    header: "Name",
    sortKey: "name",
    firstDir: "asc",
    cell: (product) => (
      <>
        {product.name} {product.isDemo ? <Badge tone="violet">Demo data</Badge> : null}
      </>
    ),
  },
  { header: "Category", cell: (product) => labelOf(productCategoryLabels, product.category) },
  { header: "Price", className: "text-right", cell: (product) => formatCents(product.priceCents) },
  { header: "Stock", sortKey: "stock", firstDir: "asc", className: "text-right", cell: (product) => product.stock },
  { header: "Reorder at", className: "text-right", cell: (product) => product.reorderThreshold },
  { header: "State", cell: stockBadge },
];

/** Stock levels with reorder thresholds; "Low stock" lists what is at or below its threshold. */
export function StockList({ page, query }: { page: StockPage; query: StockListQuery }) {
  return (
    <div className="grid gap-6">
      <p role="status">
        {page.lowStock === 0 ? (
          "No product is at or below its reorder threshold."
        ) : (
          <>
            <strong>{page.lowStock}</strong> {page.lowStock === 1 ? "product is" : "products are"} at or below the
            reorder threshold.{" "}
            <Link to="/platform/inventory?state=low" className={textLinkClass}>
              Show low stock
            </Link>
          </>
        )}
      </p>
      <StaffList
        page={page}
        query={query}
        columns={columns}
        texts={texts}
        selects={selects}
        sort={{ sort: query.sort, dir: query.dir, defaultSort: "sku", defaultDir: "asc" }}
      />
    </div>
  );
}
