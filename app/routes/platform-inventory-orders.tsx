import { company } from "#app/content/company.ts";
import { InventoryNav } from "#app/areas/commerce/index.ts";
import { orderWrites } from "#app/areas/commerce/index.server.ts";
import { orderList } from "#app/areas/commerce/index.server.ts";
import { OrdersList } from "#app/areas/commerce/index.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/platform-inventory-orders";

export function loader({ context, request }: Route.LoaderArgs) {
  return orderList.pageData(context, request);
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(orderWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Orders | ${company.name}` }];

export default function PlatformInventoryOrdersPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Orders">
      <InventoryNav />
      <OrdersList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
