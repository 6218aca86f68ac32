import { sql } from "drizzle-orm";
import {
  inOfficeDays,
  sumPerBucket,
  type BucketSize,
  type OfficeDays,
  type OfficeEvents,
} from "#app/lib/office-buckets.server.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import type { PaymentMethod } from "./order-values.ts";
import { orderLines, orders } from "./tables.server.ts";

/**
 * The shop's sales for the analytics page (insights/analytics, issue 30, decision 0202): the orders placed in the
 * range, cancelled ones left out (and counted apart); revenue is their subtotals, the products' prices as sold,
 * before tax and shipping. Every amount is left out of the query and the answer unless `withAmounts` (a reader with
 * `read:money:any`, decision 0133).
 */
const placed: OfficeEvents = {
  at: orders.createdAt,
  from: sql`${orders}`,
  where: sql`${orders.status} <> 'cancelled'`,
};

/** A count of orders and, for a reader who may see money, what they add up to. */
export interface OrderSum {
  orders: number;
  revenueCents?: number;
}

export interface OrderSales {
  total: OrderSum & { cancelled: number };
  buckets: (OrderSum & { start: string })[];
  byPaymentMethod: (OrderSum & { paymentMethod: PaymentMethod })[];
  topProducts: { productId: number; name: string; units: number; orders: number; revenueCents?: number }[];
}

/** The ten products sold most, by units. */
const TOP_PRODUCTS = 10;

const money = <T extends object>(withAmounts: boolean, revenueCents: number, row: T) =>
  withAmounts ? { ...row, revenueCents } : row;

/** The orders of the range in total, cancelled ones apart: one pass, for the page's comparison with the period before. */
export async function orderTotals(db: Database, days: OfficeDays, withAmounts: boolean): Promise<OrderSales["total"]> {
  const revenue = withAmounts
    ? sql`coalesce(sum(${orders.subtotalCents}) filter (where ${placed.where}), 0)::float8`
    : sql`0::float8`;
  const [row] = await queryRows<{ orders: number; cancelled: number; revenueCents: number }>(
    db,
    sql`select count(*) filter (where ${placed.where})::int as orders,
        count(*) filter (where ${orders.status} = 'cancelled')::int as cancelled, ${revenue} as "revenueCents"
      from ${orders} where ${inOfficeDays(orders.createdAt, days)}`,
  );
  const { revenueCents, ...counts } = row!;
  return money(withAmounts, revenueCents, counts);
}

export async function orderSales(
  db: Database,
  days: OfficeDays,
  size: BucketSize,
  withAmounts: boolean,
): Promise<OrderSales> {
  const inRange = inOfficeDays(orders.createdAt, days);
  const revenue = withAmounts ? sql`coalesce(sum(${orders.subtotalCents}), 0)::float8` : sql`0::float8`;
  const [perBucket, total, byPaymentMethod, topProducts] = await Promise.all([
    sumPerBucket(db, placed, withAmounts ? orders.subtotalCents : sql`0`, days, size),
    orderTotals(db, days, withAmounts),
    queryRows<{ paymentMethod: PaymentMethod; orders: number; revenueCents: number }>(
      db,
      sql`select ${orders.paymentMethod} as "paymentMethod", count(*)::int as orders, ${revenue} as "revenueCents"
        from ${orders} where ${placed.where} and ${inRange} group by 1 order by 2 desc, 1`,
    ),
    queryRows<{ productId: number; name: string; units: number; orders: number; revenueCents: number }>(
      db,
      sql`select ${orderLines.productId} as "productId", min(${orderLines.name}) as name,
          sum(${orderLines.quantity})::int as units, count(distinct ${orderLines.orderId})::int as orders,
          ${withAmounts ? sql`sum(${orderLines.lineTotalCents})::float8` : sql`0::float8`} as "revenueCents"
        from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
        where ${placed.where} and ${inRange}
        group by 1 order by 3 desc, 2 limit ${TOP_PRODUCTS}`,
    ),
  ]);
  return {
    total,
    buckets: perBucket.buckets.map(({ start, count, sum }) => money(withAmounts, sum, { start, orders: count })),
    byPaymentMethod: byPaymentMethod.map(({ revenueCents, ...row }) => money(withAmounts, revenueCents, row)),
    topProducts: topProducts.map(({ revenueCents, ...row }) => money(withAmounts, revenueCents, row)),
  };
}
