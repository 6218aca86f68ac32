import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { isStaffRole, type RolePolicy } from "#app/lib/permissions.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import { appendTicketEvents } from "./ticket-events.server.ts";
import { attachPhotos, type ReceivedPhoto } from "./ticket-photos.server.ts";
import { ticketNotFound, ticketScope } from "./ticket-scope.server.ts";
import { serviceTickets } from "./tables.server.ts";

/** 404 unless the user may change the ticket: a client their own customer's, staff at their `write:ticket` reach. */
export async function assertWritableTicket(
  db: Database,
  user: SessionUser,
  policy: RolePolicy,
  ticketId: string,
  { lock = false } = {},
) {
  const query = db
    .select({ id: serviceTickets.id })
    .from(serviceTickets)
    .where(and(eq(serviceTickets.id, ticketId), ticketScope(user, policy, "write")));
  const [ticket] = lock ? await query.for("update") : await query;
  if (!ticket) throw ticketNotFound();
}

/**
 * Adds stored photos to a ticket the caller may change (a client on their own, a technician on site, the office),
 * each a `photo` entry of its history, with the audit row, in one transaction.
 */
export async function addPhotos(
  caller: WriteCaller,
  policy: RolePolicy,
  ticketId: string,
  photos: readonly ReceivedPhoto[],
) {
  const { user } = caller;
  return caller.services.db.transaction(async (tx) => {
    // Locked before the photos are counted: two batches at once cannot both pass the ticket's limit.
    await assertWritableTicket(tx, user, policy, ticketId, { lock: true });
    const by = { actorKind: isStaffRole(user.userType) ? "staff" : "customer", actorId: user.id } as const;
    const events = await attachPhotos(tx, ticketId, photos, by);
    await appendTicketEvents(tx, ticketId, events, { services: caller.services });
    await recordOwnWrite(tx, caller, {
      action: "ticket.add-photos",
      entity: "ticket",
      entityId: ticketId,
      after: { photos: photos.map((photo) => ({ id: photo.id, name: photo.name, size: photo.size })) },
    });
    return { photos: photos.map((photo) => ({ id: photo.id, name: photo.name, contentType: photo.contentType })) };
  });
}
