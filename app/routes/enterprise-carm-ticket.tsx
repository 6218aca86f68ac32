import { company } from "#app/content/company.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { ticketPageAction, ticketPageData } from "#app/areas/delivery/index.server.ts";
import { TicketPage } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-ticket";

export function loader({ context, params }: Route.LoaderArgs) {
  return ticketPageData(context, params.ticketId);
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return ticketPageAction(pageCaller(context), params.ticketId, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.ticket.reference ?? "Ticket"} | ${company.name}` },
];

export default function EnterpriseCarmTicketPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={`Ticket ${loaderData.ticket.reference}`}>
      <TicketPage data={loaderData} />
    </StaffPage>
  );
}
