import { company } from "#app/content/company.ts";
import { createProductWrite } from "#app/areas/commerce/index.server.ts";
import { CREATE_PRODUCT_INTENT } from "#app/areas/commerce/index.ts";
import { InventoryNav } from "#app/areas/commerce/index.ts";
import { ProductForm } from "#app/areas/commerce/index.ts";
import { accessCheckOnlyLoader } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/platform-inventory-product-new";

export const loader = accessCheckOnlyLoader;

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction([createProductWrite], pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `New Product | ${company.name}` }];

export default function PlatformInventoryProductNewPage() {
  return (
    <StaffPage title="New product">
      <InventoryNav />
      <ProductForm intent={CREATE_PRODUCT_INTENT} />
    </StaffPage>
  );
}
