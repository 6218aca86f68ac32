import { company } from "#app/content/company.ts";
import { AdjustmentsList } from "#app/areas/commerce/index.ts";
import { adjustmentList } from "#app/areas/commerce/index.server.ts";
import { InventoryNav } from "#app/areas/commerce/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/platform-inventory-adjustments";

export function loader({ context, request }: Route.LoaderArgs) {
  return adjustmentList.pageData(context, request);
}

export const meta = () => [{ title: `Stock Log | ${company.name}` }];

export default function PlatformInventoryAdjustmentsPage({ loaderData: { page, query } }: Route.ComponentProps) {
  return (
    <StaffPage title="Stock log">
      <InventoryNav />
      <AdjustmentsList page={page} query={query} />
    </StaffPage>
  );
}
