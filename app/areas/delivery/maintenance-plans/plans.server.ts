import { and, asc, eq } from "drizzle-orm";
import { conflict, invalid, notFound } from "#server/domain-errors.ts";
import type { Database } from "#server/db/client.ts";
import { officeCalendar } from "#app/content/office-calendar.ts";
import { planTemplateOf, type PlanTemplate } from "#app/content/maintenance-plans.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { products } from "#app/areas/commerce/tables.server.ts";
import { sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import type { PlanSale } from "./plan-schemas.ts";
import { anchorDayOf, daysAfter, horizonOn, monthsAfter, scheduledVisits, termEndsOn } from "./recurrence.ts";
import { planVisits, sitePlans } from "./tables.server.ts";

export const PLAN_NOT_FOUND = "Plan not found";
const SITE_NOT_FOUND = "Site not found";

/** How far from today the office may start a plan by hand: a sale recorded late, or one agreed ahead. */
const SALE_WINDOW_MONTHS = 12;

/** What a plan costs today: the shop's price while the store sells its product, else the template's (decision 0187). */
export async function planPriceCents(db: Database, template: PlanTemplate): Promise<number> {
  if (!template.productSku) return template.priceCents;
  const [product] = await db
    .select({ priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.sku, template.productSku), eq(products.active, true)));
  return product?.priceCents ?? template.priceCents;
}

/** A plan's term as its visits are generated from it. */
type PlanForVisits = Pick<typeof sitePlans.$inferSelect, "id" | "templateId" | "startsOn" | "endsOn" | "anchorDay">;

/**
 * Adds the plan's visits scheduled before `horizon` that it has not got yet (one per visit template and occurrence,
 * so running it again adds nothing) and moves its `visitsUntil` on. Returns the visits it added, earliest first.
 */
export async function generateVisits(db: Database, plan: PlanForVisits, horizon: string) {
  const scheduled = scheduledVisits(plan, planTemplateOf(plan.templateId)!, horizon, officeCalendar);
  const added =
    scheduled.length === 0
      ? []
      : await db
          .insert(planVisits)
          .values(scheduled.map((visit) => ({ planId: plan.id, ...visit })))
          .onConflictDoNothing({ target: [planVisits.planId, planVisits.visitKey, planVisits.occurrence] })
          .returning({ id: planVisits.id, dueOn: planVisits.dueOn, title: planVisits.title });
  await db.update(sitePlans).set({ visitsUntil: horizon, updatedAt: new Date() }).where(eq(sitePlans.id, plan.id));
  return added.sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.title.localeCompare(b.title));
}

/** A term to start: a plan sold by hand, a renewal or a plan bought in the shop. */
export interface NewTerm {
  siteId: string;
  templateId: string;
  startsOn: string;
  anchorDay: number;
  priceCents: number;
  soldBy: string | null;
  renewsPlanId?: string;
  orderLineId?: string;
}

/**
 * Inserts a term and its visits for the next 12 months, in the caller's transaction. Null when the term exists
 * already: the plan it renews is renewed, or its order line has its plan.
 */
export async function startTerm(db: Database, term: NewTerm, today: string) {
  const template = planTemplateOf(term.templateId)!;
  const endsOn = termEndsOn(term.startsOn, template.termMonths, term.anchorDay);
  const [plan] = await db
    .insert(sitePlans)
    .values({ ...term, endsOn, visitsUntil: term.startsOn })
    .onConflictDoNothing()
    .returning();
  if (!plan) return null;
  const visits = await generateVisits(db, plan, horizonOn(plan.startsOn, today));
  return { id: plan.id, endsOn, visits };
}

/** POST /api/service/plans: the office sells a plan for a site by hand, at today's price. */
export async function sellPlan({ services, user }: Pick<WriteContext, "services" | "user">, input: PlanSale) {
  const { db } = services;
  const today = officeToday();
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.id, input.siteId));
  if (!site) throw invalid(SITE_NOT_FOUND, { siteId: SITE_NOT_FOUND });
  const earliest = monthsAfter(today, -SALE_WINDOW_MONTHS, anchorDayOf(today));
  const latest = monthsAfter(today, SALE_WINDOW_MONTHS, anchorDayOf(today));
  if (input.startsOn < earliest || input.startsOn > latest) {
    const message = `Please choose a day between ${earliest} and ${latest}`;
    throw invalid(message, { startsOn: message });
  }
  const template = planTemplateOf(input.templateId)!;
  const term = await startTerm(
    db,
    {
      siteId: site.id,
      templateId: template.id,
      startsOn: input.startsOn,
      anchorDay: anchorDayOf(input.startsOn),
      priceCents: await planPriceCents(db, template),
      soldBy: user.id,
    },
    today,
  );
  return term!;
}

async function lockedPlan(db: Database, planId: string) {
  const [plan] = await db.select().from(sitePlans).where(eq(sitePlans.id, planId)).for("update");
  if (!plan) throw notFound(PLAN_NOT_FOUND);
  return plan;
}

/**
 * POST /api/service/plans/:id/renew: the next term, from the day after this one ends, on the same anchor day and at
 * today's price; once per term (a second renewal is a conflict).
 */
export async function renewPlan({ services, user }: Pick<WriteContext, "services" | "user">, planId: string) {
  const { db } = services;
  const plan = await lockedPlan(db, planId);
  if (plan.state === "cancelled") throw conflict("A cancelled plan cannot be renewed");
  const template = planTemplateOf(plan.templateId)!;
  const term = await startTerm(
    db,
    {
      siteId: plan.siteId,
      templateId: plan.templateId,
      startsOn: daysAfter(plan.endsOn, 1),
      anchorDay: plan.anchorDay,
      priceCents: await planPriceCents(db, template),
      soldBy: user.id,
      renewsPlanId: plan.id,
    },
    officeToday(),
  );
  if (!term) throw conflict("This plan has been renewed already");
  return term;
}

/** POST /api/service/plans/:id/cancel: the plan stops; its visits still due are cancelled, booked ones stay booked. */
export async function cancelPlan({ services }: Pick<WriteContext, "services">, planId: string) {
  const { db } = services;
  const plan = await lockedPlan(db, planId);
  if (plan.state === "cancelled") throw conflict("This plan is cancelled already");
  const now = new Date();
  await db.update(sitePlans).set({ state: "cancelled", updatedAt: now }).where(eq(sitePlans.id, plan.id));
  const cancelled = await db
    .update(planVisits)
    .set({ state: "cancelled", updatedAt: now })
    .where(and(eq(planVisits.planId, plan.id), eq(planVisits.state, "due")))
    .returning({ id: planVisits.id });
  return { id: plan.id, cancelledVisits: cancelled.length };
}

/** A plan's visits, earliest first. */
export function visitsOfPlan(db: Database, planId: string) {
  return db
    .select({ id: planVisits.id, dueOn: planVisits.dueOn, title: planVisits.title, state: planVisits.state })
    .from(planVisits)
    .where(eq(planVisits.planId, planId))
    .orderBy(asc(planVisits.dueOn), asc(planVisits.visitKey));
}
