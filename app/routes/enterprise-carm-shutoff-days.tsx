import { company } from "#app/content/company.ts";
import { listShutoffDays, shutoffDayWrites } from "#app/areas/delivery/index.server.ts";
import { ServiceNav, ShutoffDaysPage } from "#app/areas/delivery/index.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-shutoff-days";

export async function loader({ context }: Route.LoaderArgs) {
  return { days: await listShutoffDays(context.services.db) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(shutoffDayWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Shutoff days | ${company.name}` }];

export default function EnterpriseCarmShutoffDaysPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Utility shutoff days (PSPS)">
      <ServiceNav />
      <ShutoffDaysPage days={loaderData.days} />
    </StaffPage>
  );
}
