import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { customerList, listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { CustomersList } from "#app/areas/sales/index.ts";
import { Link } from "react-router";
import type { Route } from "./+types/platform-crm-customers";

export async function loader({ context, request }: Route.LoaderArgs) {
  const [{ page, query }, owners] = await Promise.all([
    customerList.pageData(context, request),
    listAssignableStaff(context.services.db, "read:customer:own"),
  ]);
  return { page, query, owners };
}

export const meta = () => [{ title: `Customers | ${company.name}` }];

export default function PlatformCrmCustomersPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Customers">
      <p>
        <Link to="/platform/crm/customers/duplicates" className={recordLinkClass}>
          Possible duplicates
        </Link>
      </p>
      <CustomersList page={loaderData.page} query={loaderData.query} owners={loaderData.owners} />
    </StaffPage>
  );
}
