import { company } from "#app/content/company.ts";
import { AdjustmentsList } from "#app/areas/commerce/index.ts";
import { adjustmentList } from "#app/areas/commerce/index.server.ts";
import { productWrites } from "#app/areas/commerce/index.server.ts";
import { InventoryNav } from "#app/areas/commerce/index.ts";
import { productForEdit } from "#app/areas/commerce/index.server.ts";
import { ProductForm } from "#app/areas/commerce/index.ts";
import { ProductActiveForm, StockAdjustForm } from "#app/areas/commerce/index.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { serialRecordId } from "#app/lib/record-id.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { Badge } from "#app/ui/badge.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/platform-inventory-product";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  return notFoundPage(async () => {
    const id = Number(serialRecordId(params.productId, "Product not found"));
    const query = adjustmentList.readQuery(new URL(request.url).searchParams);
    const [product, adjustments, history] = await Promise.all([
      productForEdit(context.services.db, id),
      adjustmentList.page(context.services, signedInUser(context), { ...query, productId: id }),
      recordHistory(context.services.db, "product", String(id)),
    ]);
    return { product, adjustments, history };
  });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return runWriteAction(productWrites, pageCaller(context), { id: params.productId }, await readForm(request));
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.product.sku ?? "Product"} | Inventory | ${company.name}` },
];

export default function PlatformInventoryProductPage({
  loaderData: { product, adjustments, history },
}: Route.ComponentProps) {
  return (
    <StaffPage title={`${product.sku}: ${product.name}`}>
      <InventoryNav />
      <section aria-labelledby="stock" className="grid gap-4">
        <h2 id="stock" className="text-xl font-semibold">
          Stock: {product.stock} on hand, reorder at {product.reorderThreshold}{" "}
          {product.active ? null : <Badge tone="slate">Deactivated</Badge>}
          {product.isDemo ? <Badge tone="violet">Demo data</Badge> : null}
        </h2>
        <StockAdjustForm stock={product.stock} />
        <ProductActiveForm active={product.active} sku={product.sku} />
      </section>
      <section aria-labelledby="stock-log" className="grid gap-4">
        <h2 id="stock-log" className="text-xl font-semibold">
          Stock log
        </h2>
        <AdjustmentsList page={adjustments} />
      </section>
      <section aria-labelledby="details" className="grid gap-4">
        <h2 id="details" className="text-xl font-semibold">
          Details
        </h2>
        <ProductForm key={product.updatedAt.toISOString()} intent="product-update" product={product} />
      </section>
      <RecordHistory events={history} />
    </StaffPage>
  );
}
