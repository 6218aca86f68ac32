import type { AppLoadContext } from "react-router";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { can } from "#app/lib/permissions.ts";
import { runWriteAction, type WriteCaller } from "#app/lib/write.server.ts";
import { listAssignableStaff } from "#app/areas/sales/index.server.ts";
import { getTicket } from "./ticket-detail.server.ts";
import { ticketList } from "./ticket-list.server.ts";
import { ticketIdOf } from "./ticket-scope.server.ts";
import { ticketWrites } from "./ticket-writes.server.ts";

/** Whom the office may give a ticket: enabled staff whose role works assigned tickets. */
const assignableTechnicians = (context: AppLoadContext) =>
  listAssignableStaff(context.services.db, "write:ticket:assigned");

/**
 * /enterprise-carm/tickets: the page of tickets the reader may see; for the office, who may be given one (the
 * technician filter's choices).
 */
export async function ticketListPageData(context: AppLoadContext, request: Request) {
  const held = await permissionsFor(context.services, signedInUser(context));
  const [list, technicians] = await Promise.all([
    ticketList.pageData(context, request),
    can(held, "read:ticket:any") ? assignableTechnicians(context) : null,
  ]);
  return { ...list, technicians };
}
export type TicketListPageData = Awaited<ReturnType<typeof ticketListPageData>>;

/**
 * /enterprise-carm/tickets/:ticketId: the ticket through the reader's scope (the 404 page for another's), what they
 * may do to it, and for the office whom they may give it.
 */
export function ticketPageData(context: AppLoadContext, id: string | undefined) {
  return notFoundPage(async () => {
    const user = signedInUser(context);
    const ticket = await getTicket(context.services, user, ticketIdOf(id));
    const held = await permissionsFor(context.services, user);
    const assigns = can(held, "write:ticket:any");
    return {
      ticket,
      // Reading a ticket at `assigned` reach means it is theirs, so they change it too.
      changes: can(held, "write:ticket:assigned"),
      assigns,
      technicians: assigns ? await assignableTechnicians(context) : [],
    };
  });
}
export type TicketPageData = Awaited<ReturnType<typeof ticketPageData>>;

/** The ticket page's forms: the ticket's writes, on the ticket the page's parameter names. */
export async function ticketPageAction(caller: WriteCaller, rawTicketId: unknown, form: FormData) {
  const id = await notFoundPage(async () => ticketIdOf(rawTicketId));
  return runWriteAction(ticketWrites, caller, { id }, form);
}
