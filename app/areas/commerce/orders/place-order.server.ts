import { randomUUID } from "node:crypto";
import { eq, getTableColumns, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { assertSameRequest } from "#server/http/idempotency-key.ts";
import type { AppServices } from "#server/services.ts";
import { customerForIntake } from "#app/areas/customers/index.server.ts";
import { takeStock, type StockProblem } from "#app/areas/commerce/inventory/index.server.ts";
import { customerHasLeads, rescoreLead, storeLead } from "#app/areas/sales/index.server.ts";
import { installationFacts, type InstalledLine } from "./installation-facts.ts";
import { outboxInsert, type OutgoingMail } from "#app/areas/messaging/index.server.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import { addressLines } from "./address-schema.ts";
import { newOrderNumber } from "./order-number.server.ts";
import { orderMails, type MailedOrder } from "./order-mails.server.ts";
import type { OrderInput } from "./order-schema.ts";
import { orderEvents, orderLines, orders, type OrderRow } from "./tables.server.ts";
import { priceOrder, type PricedLine } from "./price-order.server.ts";

export const STOCK_SHORT_MESSAGE = "Some items are not available in the quantity you asked for";

export interface OrderOwner {
  idempotencyKey: string;
  /** The request's fingerprint (server/http/idempotency-key.ts): its key sent with another body is a 422. */
  requestFingerprint: string;
  userId: string | null;
  browserKeyHash: string | null;
}

/** POST /api/orders' 201 answer; a card order awaiting payment adds `paymentUrl`, Stripe's page to pay on. */
export interface PlacedOrderAnswer {
  orderNumber: string;
  status: OrderRow["status"];
  totalCents: number;
  confirmationUrl: string;
  paymentUrl?: string;
}

export type PlaceOrderResult =
  | { outcome: "placed"; created: boolean; order: OrderRow; answer: PlacedOrderAnswer }
  | { outcome: "short"; problems: StockProblem[] };

export const confirmationPath = (orderNumber: string) => `/shop/order/confirmation/${orderNumber}`;

const answerOf = (order: OrderRow): PlacedOrderAnswer => ({
  orderNumber: order.orderNumber,
  status: order.status,
  totalCents: order.totalCents,
  confirmationUrl: confirmationPath(order.orderNumber),
});

/** Thrown inside the order's transaction so that nothing it took stays taken. */
class StockShort extends Error {
  constructor(readonly problems: StockProblem[]) {
    super(STOCK_SHORT_MESSAGE);
  }
}

const ORDER_NUMBER_ATTEMPTS = 5;

/**
 * The order an earlier request with this Idempotency-Key placed, answered as it was then (a 422 when that request
 * was another one); null for a new key. For a request that cannot be placed as a new order: at the rate limit, short
 * of stock, or whose order's insert met the key's first order.
 */
export async function repeatedOrder(
  db: Database,
  request: Pick<OrderOwner, "idempotencyKey" | "requestFingerprint">,
): Promise<PlaceOrderResult | null> {
  const [first] = await db.select().from(orders).where(eq(orders.idempotencyKey, request.idempotencyKey));
  if (!first) return null;
  assertSameRequest(first.requestFingerprint, request.requestFingerprint);
  return { outcome: "placed", created: false, order: first, answer: answerOf(first) };
}

/**
 * Places a new order in one transaction: prices every line from the products table (whatever the body said), opens
 * the installation lead for an "install it for me" order, inserts the order under its Idempotency-Key with its lines,
 * first event and mails, and takes the stock by one conditional update. A key sent again fails that insert on the
 * unique key, also when it races the first request (the index makes it wait for the first's commit), and is answered
 * with the first order by `repeatedOrder`, as is one whose stock is short by now. Short stock rolls everything back.
 */
export async function placeOrder(
  services: AppServices,
  input: OrderInput,
  owner: OrderOwner,
): Promise<PlaceOrderResult> {
  // Priced before the transaction, which read committed prices no more firmly: an order short from the start costs
  // no transaction, and an order's transaction holds its connection only for its writes.
  // One text for any number of lines, named so that PostgreSQL parses it once per connection (decision 0210).
  const rows = await services.db
    .select()
    .from(products)
    .where(sql`${products.sku} = any(${sql.param(input.items.map((item) => item.sku))}::text[])`)
    .prepare("order_products")
    .execute();
  const priced = priceOrder(rows, input.items, input.delivery.method);
  if (priced.problems.length > 0) {
    // The retry of an order that took the last units finds its order, not the shortage it left.
    return (await repeatedOrder(services.db, owner)) ?? { outcome: "short", problems: priced.problems };
  }
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await services.db.transaction(async (tx) => {
        const deliveryAddress = input.delivery.method === "pickup" ? null : (input.delivery.address ?? null);
        const billingAddress = input.billingAddress ?? deliveryAddress!;
        const { name, email, phone } = input.contact;
        const customerId = await customerForIntake(
          tx,
          { name, email, phone, address: addressLines(deliveryAddress ?? billingAddress).join(", ") },
          owner.userId,
        );
        // Its id is made here, so that its lines, first event and mails join its insert (decision 0166).
        const order = {
          id: randomUUID(),
          orderNumber: newOrderNumber(),
          status: "awaiting_payment" as const,
          idempotencyKey: owner.idempotencyKey,
          requestFingerprint: owner.requestFingerprint,
          userId: owner.userId,
          browserKeyHash: owner.browserKeyHash,
          contactName: input.contact.name,
          contactEmail: input.contact.email,
          contactPhone: input.contact.phone,
          customerId,
          deliveryMethod: input.delivery.method,
          deliveryAddress,
          billingAddress,
          paymentMethod: input.paymentMethod,
          subtotalCents: priced.subtotalCents,
          taxCents: priced.taxCents,
          shippingCents: priced.shippingCents,
          totalCents: priced.totalCents,
        };
        const leadId =
          order.deliveryMethod === "install"
            ? await installationLead(services, tx, order, priced.lines, installedLines(rows, priced.lines))
            : null;
        // A card order's mails wait for Stripe's word that it is paid (stripe-events.server.ts).
        const confirmationUrl = new URL(confirmationPath(order.orderNumber), services.config.SITE_URL).toString();
        const mails =
          order.paymentMethod === "invoice"
            ? orderMails(order, priced.lines, confirmationUrl, services.config.SALES_EMAIL)
            : [];
        const { customerHasLeads, ...placed } = await insertOrder(
          tx,
          { ...order, leadId },
          priced.lines,
          mails,
          owner.userId,
        );
        // After the insert: the customer's leads are scored on their orders too. The insert said whether there are
        // any, so a buyer without leads costs no statement here (decision 0210).
        if (placed.customerId && customerHasLeads) await rescoreLead(tx, { customerId: placed.customerId });
        // Last before the commit: the products' rows stay locked from here on, so orders for one product wait for
        // each other only for this statement and the commit.
        const problems = await takeStock(tx, priced.lines, { reason: "order_placed", orderNumber: placed.orderNumber });
        if (problems.length > 0) throw new StockShort(problems);
        return { outcome: "placed" as const, created: true, order: placed, answer: answerOf(placed) };
      });
    } catch (error) {
      if (error instanceof StockShort) return { outcome: "short", problems: error.problems };
      // The key sent again: the insert met its first order under the unique key (once that order's transaction
      // had committed) and rolled back everything this attempt wrote; the first order is the answer.
      if (isUniqueViolation(error, "orders_idempotency_key_idx")) {
        const repeat = await repeatedOrder(services.db, owner);
        if (repeat) return repeat;
      }
      if (attempt < ORDER_NUMBER_ATTEMPTS && isUniqueViolation(error, "orders_order_number_idx")) continue;
      throw error;
    }
  }
}

/** The order as placed, before its insert: what its lead and its mails are written from. */
type NewOrder = typeof orders.$inferInsert & MailedOrder & { id: string };

/**
 * The new order with its lines, its first status event (who placed it) and its mails, in one statement: the rows
 * that refer to the order are inserted beside it, their foreign keys checked at the statement's end, when it exists.
 * It also answers whether the order's customer has leads to rescore (an "install it for me" lead stored before it
 * counts).
 */
async function insertOrder(
  tx: Database,
  order: NewOrder,
  lines: readonly PricedLine[],
  mails: readonly OutgoingMail[],
  actorId: string | null,
): Promise<OrderRow & { customerHasLeads: boolean }> {
  const insertedLines = tx
    .$with("inserted_lines")
    .as(tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id }))));
  const firstEvent = tx
    .$with("first_event")
    .as(tx.insert(orderEvents).values({ orderId: order.id, toStatus: order.status, actorId }));
  const queuedMails = mails.length > 0 ? [tx.$with("queued_mails").as(outboxInsert(tx, mails))] : [];
  const [placed] = await tx
    .with(insertedLines, firstEvent, ...queuedMails)
    .insert(orders)
    .values(order)
    .returning({ ...getTableColumns(orders), customerHasLeads: customerHasLeads(orders.customerId) });
  return placed!;
}

/** The order's lines with their products' category and specs, for what the installation lead knows. */
function installedLines(
  products: ReadonlyArray<{ id: number; category: InstalledLine["category"]; specs: unknown }>,
  lines: ReadonlyArray<{ productId: number; quantity: number }>,
): InstalledLine[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.flatMap((line) => {
    const product = byId.get(line.productId);
    return product
      ? [{ category: product.category, specs: product.specs as Record<string, unknown>, quantity: line.quantity }]
      : [];
  });
}

/**
 * "Install it for me": the installation is a lead in the pipeline (source shop_order), with the service and equipment
 * the order names; the order links to it (its `leadId`), so the lead is stored first.
 */
async function installationLead(
  services: AppServices,
  tx: Database,
  order: NewOrder,
  lines: ReadonlyArray<{ quantity: number; name: string; sku: string }>,
  installed: InstalledLine[],
): Promise<string> {
  const lead = await storeLead(
    { ...services, db: tx },
    {
      source: "shop_order",
      customerName: order.contactName,
      email: order.contactEmail,
      phone: order.contactPhone,
      address: addressLines(order.deliveryAddress!).join(", "),
      ...installationFacts(installed),
      additionalNotes: [
        `Installation of shop order ${order.orderNumber}:`,
        ...lines.map((line) => `${line.quantity} × ${line.name} (${line.sku})`),
      ].join("\n"),
    },
    {
      spamSignals: [],
      idempotencyKey: `order:${order.idempotencyKey}`,
      userId: order.userId ?? null,
      customerId: order.customerId ?? undefined,
    },
  );
  return lead.id;
}
