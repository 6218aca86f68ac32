import { company } from "#app/content/company.ts";
import { dueVisitsPageData } from "#app/areas/delivery/index.server.ts";
import { DueVisitsList, PlanPurchasesWaiting, ServiceNav } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-plans-due";

export async function loader({ context, request }: Route.LoaderArgs) {
  return dueVisitsPageData(context, request);
}

export const meta = () => [{ title: `Plan visits due | ${company.name}` }];

export default function EnterpriseCarmPlansDuePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Plan visits due">
      <ServiceNav />
      <DueVisitsList
        page={loaderData.page}
        query={loaderData.query}
        today={loaderData.today}
        technicians={loaderData.technicians}
      />
      <PlanPurchasesWaiting purchases={loaderData.purchases} />
    </StaffPage>
  );
}
