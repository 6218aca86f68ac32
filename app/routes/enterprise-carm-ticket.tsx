import { company } from "#app/content/company.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { pageCaller } from "#app/lib/write.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { ticketClaims, ticketPageAction, ticketPageData, ticketWork } from "#app/areas/delivery/index.server.ts";
import { TicketPage, TicketWorkSections, WarrantyClaimsSection } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-ticket";

// The ticket is found in the reader's scope first (another's is the 404 page); its field work and, for the office,
// its warranty claims are read only then.
export async function loader({ context, params }: Route.LoaderArgs) {
  const page = await ticketPageData(context, params.ticketId);
  const [work, claims] = await Promise.all([
    ticketWork(context.services.db, page.ticket.id),
    page.assigns ? ticketClaims(context.services, signedInUser(context), page.ticket.id) : null,
  ]);
  return { ...page, work, claims };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return ticketPageAction(pageCaller(context), params.ticketId, await readForm(request));
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.ticket.reference ?? "Ticket"} | ${company.name}` },
];

export default function EnterpriseCarmTicketPage({ loaderData }: Route.ComponentProps) {
  const { work, claims, ...page } = loaderData;
  return (
    <StaffPage title={`Ticket ${page.ticket.reference}`}>
      <TicketPage data={page}>
        <TicketWorkSections
          ticketId={page.ticket.id}
          work={work}
          schedules={page.assigns}
          changes={page.changes}
          technicians={page.technicians}
        />
        {claims ? <WarrantyClaimsSection data={claims} /> : null}
      </TicketPage>
    </StaffPage>
  );
}
