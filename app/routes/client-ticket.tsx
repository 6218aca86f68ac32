import { company } from "#app/content/company.ts";
import { ClientTicket } from "#app/areas/delivery/index.ts";
import { clientTicketView, ticketIdOf, upcomingVisitsOf } from "#app/areas/delivery/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import type { Route } from "./+types/client-ticket";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // Another's ticket, or a missing one, is the 404 page (not an error).
  const view = await notFoundPage(() =>
    clientTicketView(context.services.db, signedInUser(context), ticketIdOf(params.ticketId)),
  );
  // Asked only of the ticket found in the client's own scope above.
  const nextVisit = (await upcomingVisitsOf(context.services.db, [view.ticket.id])).get(view.ticket.id) ?? null;
  return { view, nextVisit, opened: new URL(request.url).searchParams.has("opened") };
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `Service ticket ${data?.view.ticket.reference ?? ""} | ${company.name}` },
];

export default function ClientTicketPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold break-words">Service ticket {loaderData.view.ticket.reference}</h1>
      <ClientTicket view={loaderData.view} opened={loaderData.opened} nextVisit={loaderData.nextVisit} />
    </div>
  );
}
