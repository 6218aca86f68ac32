import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { conflict, invalid, notFound } from "#server/domain-errors.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { planTemplates, type PlanTemplate } from "#app/content/maintenance-plans.ts";
import { DASHBOARD_LIMIT } from "#app/lib/owner-scope.server.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { customers } from "#app/areas/customers/tables.server.ts";
import { ofAccountsCustomer } from "#app/areas/customers/index.server.ts";
import { orderLines, orders } from "#app/areas/commerce/tables.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import type { PlanPurchaseSite } from "./plan-schemas.ts";
import { anchorDayOf } from "./recurrence.ts";
import { startTerm } from "./plans.server.ts";
import { sitePlans } from "./tables.server.ts";

export const PURCHASE_NOT_FOUND = "Plan purchase not found";
export const PURCHASE_ATTACHED = "This plan is attached to a site already";
const SITE_NOT_YOURS = "Please choose one of your sites";

/** The shop's plan products: a template names the product it is sold as (decision 0190). */
const soldTemplates = planTemplates.filter((template): template is PlanTemplate & { productSku: string } =>
  Boolean(template.productSku),
);
const templateOfSku = (sku: string) => soldTemplates.find((template) => template.productSku === sku)!;

/** A line of a plan product. */
const planLine = inArray(
  orderLines.sku,
  soldTemplates.map((template) => template.productSku),
);

/**
 * An order the shop counts as bought (decision 0190): an invoice order once placed and not cancelled (its
 * confirmation mails go out then), a card order once Stripe has confirmed its payment.
 */
const boughtOrder = or(
  and(eq(orders.paymentMethod, "invoice"), inArray(orders.status, ["awaiting_payment", "paid", "fulfilled"])),
  and(eq(orders.paymentMethod, "card"), inArray(orders.status, ["paid", "fulfilled"])),
)!;

const hasPlan = sql<boolean>`exists (select 1 from ${sitePlans} where ${sitePlans.orderLineId} = ${orderLines.id})`;

/** An order line that bought a plan and has none yet. */
const unattachedPurchase = and(planLine, boughtOrder, sql`not ${hasPlan}`)!;

const siteCount = sql<number>`(select count(*)::int from ${sites} where ${sites.customerId} = ${orders.customerId})`;

/** Starts the plan a line bought at a site, from today, at the price it was bought for; null when it has its plan. */
function attach(db: Database, line: { id: string; sku: string; unitPriceCents: number }, siteId: string) {
  const today = officeToday();
  return startTerm(
    db,
    {
      siteId,
      templateId: templateOfSku(line.sku).id,
      startsOn: today,
      anchorDay: anchorDayOf(today),
      priceCents: line.unitPriceCents,
      soldBy: null,
      orderLineId: line.id,
    },
    today,
  );
}

const BATCH = 100;

/**
 * Attaches the plans bought in the shop whose customer has exactly one site (issue 29 §1, decision 0190): claims,
 * a batch at a time with FOR UPDATE SKIP LOCKED, the unattached plan lines of such customers and starts each one's
 * plan with its 12 months of visits. The plan's unique order line makes it once however often the order is retried
 * or the job runs. A customer with no site or several is asked in the portal. Returns how many plans it started.
 */
export async function attachBoughtPlans(db: Database): Promise<number> {
  let attached = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const lines = await tx
        .select({
          id: orderLines.id,
          sku: orderLines.sku,
          unitPriceCents: orderLines.unitPriceCents,
          siteId: sql<string>`(select ${sites.id} from ${sites} where ${sites.customerId} = ${orders.customerId})`,
        })
        .from(orderLines)
        .innerJoin(orders, eq(orders.id, orderLines.orderId))
        .where(and(unattachedPurchase, sql`${siteCount} = 1`))
        .orderBy(asc(orders.createdAt), asc(orderLines.id))
        .limit(BATCH)
        .for("update", { of: orderLines, skipLocked: true });
      for (const line of lines) await attach(tx, line, line.siteId);
      return lines.length;
    });
    attached += claimed;
    if (claimed < BATCH) return attached;
  }
}

/** Plans bought in the shop that wait for their site, oldest first, of the orders a condition names. */
function waitingPurchases(db: Database, condition: SQL | undefined) {
  return db
    .select({
      id: orderLines.id,
      orderNumber: orders.orderNumber,
      orderedAt: orders.createdAt,
      sku: orderLines.sku,
      customerId: customers.id,
      customerName: sql<string>`coalesce(${customers.name}, ${customers.email})`,
      siteCount,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(unattachedPurchase, condition))
    .orderBy(asc(orders.createdAt), asc(orderLines.id))
    .limit(DASHBOARD_LIMIT)
    .then((rows) =>
      rows.map(({ sku, orderedAt, ...row }) => {
        const template = templateOfSku(sku);
        return { ...row, templateId: template.id, planName: template.name, orderedOn: officeToday(orderedAt) };
      }),
    );
}
export type WaitingPurchase = Awaited<ReturnType<typeof waitingPurchases>>[number];

/** The office's plan purchases waiting for a site: the customer has none on record, or several and has not chosen. */
export const purchasesWithoutSite = (db: Database) => waitingPurchases(db, undefined);

/** The client's own plan purchases waiting for them to choose a site, with their sites to choose from. */
export async function ownPurchasesWithoutSite(db: Database, user: SessionUser) {
  const purchases = await waitingPurchases(db, ofAccountsCustomer(user, orders.customerId));
  return purchases.map(({ id, orderNumber, planName, orderedOn }) => ({ id, orderNumber, planName, orderedOn }));
}
export type OwnWaitingPurchase = Awaited<ReturnType<typeof ownPurchasesWithoutSite>>[number];

/**
 * POST /api/account/plan-purchases/:id/site: the client says where the plan they bought applies, one of their
 * sites or a new site's address. The line is locked, so two answers at once attach it once (the second: 409).
 */
export async function choosePurchaseSite(
  { services, user }: Pick<WriteContext, "services" | "user">,
  lineId: string,
  input: PlanPurchaseSite,
) {
  const { db } = services;
  const [line] = await db
    .select({
      id: orderLines.id,
      sku: orderLines.sku,
      unitPriceCents: orderLines.unitPriceCents,
      customerId: orders.customerId,
      attached: hasPlan,
      bought: sql<boolean>`(${boughtOrder})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), ofAccountsCustomer(user, orders.customerId), planLine))
    .for("update", { of: orderLines });
  if (!line) throw notFound(PURCHASE_NOT_FOUND);
  if (line.attached) throw conflict(PURCHASE_ATTACHED);
  // A card order Stripe has not confirmed, or a cancelled order, has bought nothing yet.
  if (!line.bought) throw conflict("This order is not paid yet: its plan is attached once it is");
  const siteId = input.siteId ? await ownSite(db, user, input.siteId) : await newSite(db, line.customerId!, input);
  const term = await attach(db, line, siteId);
  if (!term) throw conflict(PURCHASE_ATTACHED);
  return { ...term, siteId };
}

async function ownSite(db: Database, user: SessionUser, siteId: string) {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(and(eq(sites.id, siteId), ofAccountsCustomer(user, sites.customerId)));
  if (!site) throw invalid(SITE_NOT_YOURS, { siteId: SITE_NOT_YOURS });
  return site.id;
}

async function newSite(db: Database, customerId: string, input: PlanPurchaseSite) {
  const address = input.address!;
  const [site] = await db
    .insert(sites)
    .values({
      customerId,
      line1: address.line1,
      line2: address.line2 ?? null,
      city: address.city,
      state: address.state,
      postalCode: address.postalCode,
    })
    .returning({ id: sites.id });
  return site!.id;
}
