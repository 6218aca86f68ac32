import { Link } from "react-router";
import { company } from "#app/content/company.ts";
import { stockList } from "#app/areas/commerce/index.server.ts";
import { InventoryNav } from "#app/areas/commerce/index.ts";
import { StockList } from "#app/areas/commerce/index.ts";
import { buttonClass } from "#app/ui/button.tsx";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/platform-inventory";

export function loader({ context, request }: Route.LoaderArgs) {
  return stockList.pageData(context, request);
}

export const meta = () => [{ title: `Inventory | ${company.name}` }];

export default function PlatformInventoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage
      title="Inventory"
      actions={
        <Link to="/platform/inventory/products/new" className={buttonClass("primary")}>
          New product
        </Link>
      }
    >
      <InventoryNav />
      <StockList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
