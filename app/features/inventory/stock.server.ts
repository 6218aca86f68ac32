import { and, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../../../server/db/client.ts";
import { products } from "../shop/index.server.ts";
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

/** Rows are locked in one order (by product id) by every writer, so two checkouts never wait on each other in a cycle. */
const byProductId = (lines: readonly StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/**
 * Takes an order's quantities from stock, each by a conditional update (`stock >= n`), so concurrent checkouts
 * never sell more than there is. Returns what fell short, with what is available; the caller then rolls the whole
 * transaction back, so a short order reserves nothing. Each take is written to the audit log.
 */
export async function takeStock(
  tx: Database,
  lines: readonly StockLine[],
  orderNumber: string,
): Promise<StockProblem[]> {
  const problems: StockProblem[] = [];
  const taken: Array<{ line: StockLine; stockAfter: number }> = [];
  for (const line of byProductId(lines)) {
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: sql`now()` })
      .where(and(eq(products.id, line.productId), eq(products.active, true), gte(products.stock, line.quantity)))
      .returning({ stock: products.stock });
    if (updated) {
      taken.push({ line, stockAfter: updated.stock });
      continue;
    }
    const [current] = await tx
      .select({ stock: products.stock, active: products.active })
      .from(products)
      .where(eq(products.id, line.productId));
    problems.push({ sku: line.sku, available: current?.active ? current.stock : 0 });
  }
  if (problems.length === 0 && taken.length > 0) {
    await tx.insert(inventoryAdjustments).values(
      taken.map(({ line, stockAfter }) => ({
        productId: line.productId,
        reason: "order_placed" as const,
        quantityChange: -line.quantity,
        stockAfter,
        orderNumber,
      })),
    );
  }
  return problems;
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
