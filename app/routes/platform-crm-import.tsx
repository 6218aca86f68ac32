import { company } from "#app/content/company.ts";
import { accessCheckOnlyLoader } from "#app/lib/page-access.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { CustomerImport } from "#app/areas/sales/index.ts";

export const loader = accessCheckOnlyLoader;

export const meta = () => [{ title: `Import customers | ${company.name}` }];

export default function PlatformCrmImportPage() {
  return (
    <StaffPage title="Import customers">
      <CustomerImport />
    </StaffPage>
  );
}
