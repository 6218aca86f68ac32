import { eq, inArray, sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import { products } from "#app/areas/commerce/shop/index.server.ts";
import type { AdjustmentReason } from "./adjustment-reasons.ts";
import { inventoryAdjustments } from "./tables.server.ts";

export interface StockLine {
  productId: number;
  sku: string;
  quantity: number;
}

export interface StockProblem {
  sku: string;
  available: number;
}

/** Who takes stock and why, for its audit rows: an order being placed, or a part used on a service ticket. */
export type StockTake =
  | { reason: Extract<AdjustmentReason, "order_placed">; orderNumber: string }
  | { reason: Extract<AdjustmentReason, "service_part">; ticketReference: string; actorId: string };

/** Rows are locked in one order (by product id) by every writer, so two checkouts never wait on each other in a cycle. */
const byProductId = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes an order's (or a service ticket's, decision 0179) quantities from stock by one conditional update (`stock >= n`
 * for each line), so concurrent checkouts and technicians never take more than there is, and writes each take to the
 * audit log in the same statement. The rows are
 * locked first, in product-id order, like every other writer's, with the lock an update takes (`for no key update`):
 * the order's lines already hold key-share locks on them through their foreign key, which `for update` would wait
 * on. Returns what fell short, with what is available; the caller then rolls the whole transaction back, so a short
 * order reserves nothing.
 */
export async function takeStock(tx: Database, lines: readonly StockLine[], take: StockTake): Promise<StockProblem[]> {
  if (lines.length === 0) return [];
  const orderNumber = take.reason === "order_placed" ? take.orderNumber : null;
  const ticketReference = take.reason === "service_part" ? take.ticketReference : null;
  const actorId = take.reason === "service_part" ? take.actorId : null;
  const ids = lines.map((line) => line.productId);
  const quantities = lines.map((line) => line.quantity);
  const taken = await queryRows<{ product_id: number }>(
    tx,
    sql`with wanted as (
      select * from unnest(${sql.param(ids)}::int[], ${sql.param(quantities)}::int[]) as wanted(product_id, quantity)
    ), locked as materialized (
      select ${products.id} from ${products} where ${products.id} in (select product_id from wanted)
      order by ${products.id} for no key update
    ), taken as (
      update ${products} set stock = ${products.stock} - wanted.quantity, updated_at = now()
      from wanted
      where ${products.id} = wanted.product_id and ${products.id} in (select id from locked)
        and ${products.active} and ${products.stock} >= wanted.quantity
      returning ${products.id} as product_id, ${products.stock} as stock_after, wanted.quantity
    )
    insert into ${inventoryAdjustments} (product_id, reason, quantity_change, stock_after, order_number, ticket_reference, actor_id)
    select product_id, ${take.reason}, -quantity, stock_after, ${orderNumber}, ${ticketReference}, ${actorId}::uuid from taken
    returning product_id`,
  );
  if (taken.length === lines.length) return [];
  const takenIds = new Set(taken.map((row) => row.product_id));
  const short = lines.filter((line) => !takenIds.has(line.productId));
  const current = await tx
    .select({ id: products.id, stock: products.stock, active: products.active })
    .from(products)
    .where(
      inArray(
        products.id,
        short.map((line) => line.productId),
      ),
    );
  const available = new Map(current.map((row) => [row.id, row.active ? row.stock : 0]));
  return short.map((line) => ({ sku: line.sku, available: available.get(line.productId) ?? 0 }));
}

/** Puts an order's quantities back (a cancelled or expired order), with the audit rows saying why and who. */
export async function returnStock(
  tx: Database,
  lines: readonly StockLine[],
  audit: {
    orderNumber: string;
    reason: Extract<AdjustmentReason, "order_cancelled" | "order_expired">;
    actorId: string | null;
  },
): Promise<void> {
  for (const line of byProductId(lines)) {
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: sql`now()` })
      .where(eq(products.id, line.productId))
      .returning({ stock: products.stock });
    if (!updated) continue;
    await tx.insert(inventoryAdjustments).values({
      productId: line.productId,
      reason: audit.reason,
      quantityChange: line.quantity,
      stockAfter: updated.stock,
      orderNumber: audit.orderNumber,
      actorId: audit.actorId,
    });
  }
}
