import { and, eq, inArray } from "drizzle-orm";
import { demoCatalogue, MAX_COUNT, productInputSchema } from "#app/areas/commerce/index.ts";
import { insertProducts, moveOrderStatus, placeOrder, products } from "#app/areas/commerce/index.server.ts";
import { orderEvents, orders } from "#app/areas/commerce/tables.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import type { OrderStatus } from "#app/areas/commerce/index.ts";
import { backdate } from "./backdate.ts";
import { instantOn, salesSeason, seasonalDay, workdaysAfter } from "./clock.ts";
import type { DemoContext } from "./context.ts";

/** The demo's own products: the demo catalogue under other SKUs, so no real product's stock is ever taken. */
const SKU_PREFIX = "SEED-";

async function addDemoProducts(context: DemoContext): Promise<string[]> {
  const copies = demoCatalogue.map((product) =>
    productInputSchema.parse({
      ...product,
      sku: `${SKU_PREFIX}${product.sku}`,
      slug: `demo-seed-${product.slug}`,
      stock: MAX_COUNT,
    }),
  );
  await insertProducts(context.tx, copies, { isDemo: true });
  return copies.map((copy) => copy.sku);
}

/**
 * ~800 shop orders placed through `placeOrder` (priced from the products table, customer matched, installation
 * lead opened, stock taken, mails queued), then paid and fulfilled, or now and then cancelled, through
 * `moveOrderStatus`. The products they buy are the demo's own copies of the demo catalogue, taken off sale at the end
 * so the store never offers them. Neither service takes a time: the order's and each move's are set after by one
 * UPDATE of the row.
 */
export async function seedOrders(context: DemoContext): Promise<number> {
  const { services, tx, random, span } = context;
  const skus = await addDemoProducts(context);
  const office = context.staff.office[0]!;
  const count = context.count(800);
  for (let n = 0; n < count; n++) {
    const at = instantOn(random, seasonalDay(random, { from: span.from, to: span.now }, salesSeason, 0.8), "visitors");
    const person = context.person(0.15);
    const chosen = new Set(Array.from({ length: random.int(1, 3) }, () => random.pick(skus)));
    const method = random.weighted([
      ["ship", 0.5],
      ["pickup", 0.3],
      ["install", 0.2],
    ] as const);
    const placed = await placeOrder(
      services,
      {
        items: [...chosen].map((sku) => ({
          sku,
          quantity: random.weighted([
            [1, 6],
            [2, 2],
            [4, 1],
            [10, 0.5],
          ] as const),
        })),
        contact: { name: person.name, email: person.email, phone: person.phone },
        delivery: { method, address: method === "pickup" ? null : person.postal },
        billingAddress: person.postal,
        paymentMethod: "invoice",
      },
      {
        idempotencyKey: `demo-seed-order-${n}`,
        requestFingerprint: `demo-seed-order-${n}`,
        userId: null,
        browserKeyHash: null,
      },
    );
    if (placed.outcome !== "placed") throw new Error(`a demo order was refused: ${JSON.stringify(placed.problems)}`);
    const order = placed.order;
    await tx.update(orders).set({ createdAt: at, updatedAt: at }).where(eq(orders.id, order.id));
    await tx.update(orderEvents).set({ at }).where(eq(orderEvents.orderId, order.id));
    await backdate(tx, customers, order.customerId, at);
    await backdate(tx, leads, order.leadId, at);
    const cancelled = random.chance(0.05);
    const moves: [OrderStatus, number][] = cancelled
      ? [["cancelled", random.int(0, 3)]]
      : [
          ["paid", random.int(0, 5)],
          ["fulfilled", random.int(1, 10)],
        ];
    let when = at;
    for (const [to, days] of moves) {
      const next = workdaysAfter(random, when, days, span.now);
      if (!next) break;
      when = next;
      await moveOrderStatus(tx, { orderId: order.id, to, actorId: office.id });
      await tx.update(orders).set({ updatedAt: when }).where(eq(orders.id, order.id));
      await tx
        .update(orderEvents)
        .set({ at: when })
        .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, to)));
    }
  }
  await tx.update(products).set({ active: false }).where(inArray(products.sku, skus));
  return count;
}
