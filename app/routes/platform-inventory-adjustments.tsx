import { company } from "#app/content/company.ts";
import { AdjustmentsList } from "#app/areas/commerce/index.ts";
import { listAdjustments } from "#app/areas/commerce/index.server.ts";
import { InventoryNav } from "#app/areas/commerce/index.ts";
import { adjustmentListQuerySchema } from "#app/areas/commerce/index.server.ts";
import { readSearchParams } from "#app/lib/list-query.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/platform-inventory-adjustments";

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = readSearchParams(adjustmentListQuerySchema, new URL(request.url).searchParams);
  return { page: await listAdjustments(context.services.db, query), query };
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
