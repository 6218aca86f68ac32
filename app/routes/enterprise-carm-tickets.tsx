import { company } from "#app/content/company.ts";
import { ticketListPageData } from "#app/areas/delivery/index.server.ts";
import { TicketList } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-tickets";

export function loader({ context, request }: Route.LoaderArgs) {
  return ticketListPageData(context, request);
}

export const meta = () => [{ title: `Service tickets | ${company.name}` }];

export default function EnterpriseCarmTicketsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Service tickets">
      <TicketList data={loaderData} />
    </StaffPage>
  );
}
