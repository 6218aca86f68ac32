import { and, asc, eq, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { DASHBOARD_LIMIT, ownedBy } from "#app/lib/owner-scope.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { nextSteps } from "./next-steps.ts";
import { ORDER_NUMBER_PATTERN } from "./order-number.server.ts";
import { orderLines, orders } from "./tables.server.ts";
import { newestFirst } from "#app/lib/newest-first.server.ts";

export const ORDER_NOT_FOUND = "Order not found";

/** Who asks for an order: the signed-in user, and the browser's order key (its HMAC) when its cookie is valid. */
export interface OrderViewer {
  user: SessionUser | null;
  browserKeyHash: string | null;
}

/**
 * The orders a viewer may see, as a `where` condition: the account's customer's (placed signed in, or as a guest from
 * its confirmed address), the browser's own, or (staff reading every order) all.
 * Anyone else's order is simply not found, like a number that does not exist.
 */
function viewableBy(viewer: OrderViewer): SQL | undefined {
  if (viewer.user && ownedBy(viewer.user, orders.userId, { entity: "order" }) === undefined) return undefined;
  const byAccount = viewer.user ? ofAccountsCustomer(viewer.user, orders.customerId) : sql`false`;
  return viewer.browserKeyHash ? or(byAccount, eq(orders.browserKeyHash, viewer.browserKeyHash)) : byAccount;
}

/** An order as its owner sees it (GET /api/orders/:orderNumber and the confirmation page); 404 for anyone else. */
export async function orderForViewer(db: Database, orderNumber: string, viewer: OrderViewer) {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) throw notFound(ORDER_NOT_FOUND);
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), viewableBy(viewer)));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const items = await db
    .select({
      sku: orderLines.sku,
      name: orderLines.name,
      unitPriceCents: orderLines.unitPriceCents,
      quantity: orderLines.quantity,
      lineTotalCents: orderLines.lineTotalCents,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.sku));
  return {
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    contact: { name: order.contactName, email: order.contactEmail, phone: order.contactPhone },
    delivery: { method: order.deliveryMethod, address: order.deliveryAddress },
    billingAddress: order.billingAddress,
    paymentMethod: order.paymentMethod,
    items,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    shippingCents: order.shippingCents,
    totalCents: order.totalCents,
    nextSteps: nextSteps(order),
  };
}

export type OrderView = Awaited<ReturnType<typeof orderForViewer>>;

/** The signed-in client's own orders (their customer's: guest orders from its confirmed address too), newest first, for the dashboard. */
export async function listOrdersForUser(db: Database, user: SessionUser) {
  return db
    .select({
      orderNumber: orders.orderNumber,
      createdAt: orders.createdAt,
      status: orders.status,
      totalCents: orders.totalCents,
    })
    .from(orders)
    .where(ofAccountsCustomer(user, orders.customerId))
    .orderBy(...newestFirst(orders))
    .limit(DASHBOARD_LIMIT);
}
