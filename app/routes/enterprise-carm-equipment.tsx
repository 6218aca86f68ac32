import { company } from "#app/content/company.ts";
import { equipmentList } from "#app/areas/delivery/index.server.ts";
import { EquipmentList, ServiceNav } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-equipment";

export function loader({ context, request }: Route.LoaderArgs) {
  return equipmentList.pageData(context, request);
}

export const meta = () => [{ title: `Equipment by make and model | ${company.name}` }];

export default function EnterpriseCarmEquipmentPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Equipment by make and model">
      <ServiceNav />
      <EquipmentList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
