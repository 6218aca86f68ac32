import { eq } from "drizzle-orm";
import type { AppServices } from "#server/services.ts";
import { conflict, invalid } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import { takeStock } from "#app/areas/commerce/index.server.ts";
import { products } from "#app/areas/commerce/tables.server.ts";
import { appendTicketEvents, ticketToChange } from "#app/areas/delivery/service-tickets/index.server.ts";
import { rolePolicy } from "#server/settings.ts";
import { firstTimeOf } from "./visit-action-keys.server.ts";
import type { TicketPartInput } from "./visit-schemas.ts";
import { ticketParts } from "./tables.server.ts";

export const UNKNOWN_SKU = "No part in the catalogue has this SKU";
export const shortMessage = (available: number) =>
  available === 0 ? "None of this part is in stock" : `Only ${available} of this part in stock`;

/**
 * A part used on a ticket, taken from stock by the same one-statement conditional update orders use (`takeStock`,
 * decision 0179) with its `service_part` audit row naming the ticket, a `ticket_parts` row and a `part` history
 * entry, all in the caller's transaction. Not enough stock is a 409 on `quantity` (the stock left is what it was);
 * an order and a ticket racing for the last unit: one of them gets it. Once per key.
 */
export async function takeTicketPart(
  services: AppServices,
  user: SessionUser,
  ticketId: string,
  input: TicketPartInput,
  key: string | null,
  now = new Date(),
): Promise<{ id: string | null; ticketId: string; sku: string; quantity: number }> {
  const db = services.db;
  const ticket = await ticketToChange(db, user, await rolePolicy(services), ticketId);
  const [product] = await db
    .select({ id: products.id, sku: products.sku, name: products.name })
    .from(products)
    .where(eq(products.sku, input.sku));
  if (!product) throw invalid(UNKNOWN_SKU, { sku: UNKNOWN_SKU });
  const answer = { ticketId, sku: product.sku, quantity: input.quantity };
  if (!(await firstTimeOf(db, input.idempotencyKey ?? key, { userId: user.id, ticketId }))) {
    return { id: null, ...answer };
  }
  const [part] = await db
    .insert(ticketParts)
    .values({ ticketId, productId: product.id, sku: product.sku, quantity: input.quantity, addedBy: user.id })
    .returning({ id: ticketParts.id });
  await appendTicketEvents(
    db,
    ticketId,
    [
      {
        kind: "part",
        actorKind: "staff",
        actorId: user.id,
        note: `${input.quantity} × ${product.sku} (${product.name})`,
      },
    ],
    { services, now },
  );
  // Last before the commit: the stock row is the one others (checkouts) wait on (architecture: a hot path's write).
  const short = await takeStock(db, [{ productId: product.id, sku: product.sku, quantity: input.quantity }], {
    reason: "service_part",
    ticketReference: ticket.reference,
    actorId: user.id,
  });
  if (short.length > 0) {
    const message = shortMessage(short[0]!.available);
    throw conflict(message, { quantity: message });
  }
  return { id: part!.id, ...answer };
}
