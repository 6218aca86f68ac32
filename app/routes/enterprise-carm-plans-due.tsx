import { company } from "#app/content/company.ts";
import { dueVisitList } from "#app/areas/delivery/index.server.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { DueVisitsList, ServiceNav } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-plans-due";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await dueVisitList.pageData(context, request)), today: officeToday() };
}

export const meta = () => [{ title: `Plan visits due | ${company.name}` }];

export default function EnterpriseCarmPlansDuePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Plan visits due">
      <ServiceNav />
      <DueVisitsList page={loaderData.page} query={loaderData.query} today={loaderData.today} />
    </StaffPage>
  );
}
