import { company } from "#app/content/company.ts";
import { OpenTicketForm } from "#app/areas/delivery/index.ts";
import { openTicketPageData } from "#app/areas/delivery/index.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-open-ticket";

export function loader({ context, request }: Route.LoaderArgs) {
  return openTicketPageData(context, new URL(request.url));
}

export const meta = () => [{ title: `Open a ticket | ${company.name}` }];

export default function EnterpriseCarmOpenTicketPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Open a service ticket">
      {loaderData.sites.length === 0 ? (
        <p>Open a ticket from a site's or a system's page, a customer's page, or a repair request lead.</p>
      ) : (
        <OpenTicketForm {...loaderData} />
      )}
    </StaffPage>
  );
}
