import { company } from "#app/content/company.ts";
import { warrantyList } from "#app/areas/delivery/index.server.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { ServiceNav, WarrantyList } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-warranties";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await warrantyList.pageData(context, request)), today: officeToday() };
}

export const meta = () => [{ title: `Warranties ending | ${company.name}` }];

export default function EnterpriseCarmWarrantiesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Warranties ending in the next 90 days">
      <ServiceNav />
      <WarrantyList page={loaderData.page} query={loaderData.query} today={loaderData.today} />
    </StaffPage>
  );
}
