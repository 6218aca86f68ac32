import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { customerList, listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { CustomersList } from "#app/areas/sales/index.ts";
import { Link } from "react-router";
import { useCan } from "#app/lib/use-can.ts";
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
  const mayImport = useCan("write:customer:any");
  return (
    <StaffPage title="Customers">
      <p className="flex flex-wrap gap-4">
        <Link to="/platform/crm/customers/duplicates" className={recordLinkClass}>
          Possible duplicates
        </Link>
        {mayImport ? (
          <Link to="/platform/crm/import" className={recordLinkClass}>
            Import from a CSV file
          </Link>
        ) : null}
      </p>
      <CustomersList page={loaderData.page} query={loaderData.query} owners={loaderData.owners} />
    </StaffPage>
  );
}
