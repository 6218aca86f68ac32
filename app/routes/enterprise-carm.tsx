import { company } from "#app/content/company.ts";
import { accountsList } from "#app/areas/delivery/index.server.ts";
import { AccountsList, ServiceNav } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm";

export function loader({ context, request }: Route.LoaderArgs) {
  return accountsList.pageData(context, request);
}

export const meta = () => [{ title: `Enterprise CARM | ${company.name}` }];

export default function EnterpriseCarmPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Enterprise CARM">
      <ServiceNav />
      <AccountsList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
