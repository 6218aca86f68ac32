import { and, eq, gt, inArray, isNotNull, ne, or, sql, type AnyColumn, type SQL, type SQLWrapper } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { appointments, projectDocuments, projectMessages, projects } from "#app/areas/delivery/tables.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { leads, type LeadSource } from "#app/areas/sales/leads/tables.server.ts";
import { leadNotes } from "#app/areas/sales/leads-pipeline/tables.server.ts";
import { ENGAGEMENT_DAYS, engagementScoreOf, type EngagementEvent, type EngagementKind } from "./engagement-score.ts";
import { fitFactsOf } from "./fit-facts.ts";
import { fitScoreOf } from "./fit-score.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whose scores to recompute: one lead (and the other leads of its customer), or every lead of a customer. */
export type ScoreTarget = { leadId: string } | { customerId: string };

/** The sources of a request: what a person sends us themselves (a booking or an order counts as itself). */
const requestSources: LeadSource[] = ["consultation_modal", "service_request_form", "contact_form"];
/** A call, meeting or e-mail logged with one of these outcomes is the customer answering us. */
const replyOutcomes: NonNullable<(typeof leadNotes.$inferSelect)["outcome"]>[] = ["reached", "interested", "follow_up"];

/** What the scores read of a lead: its own answers, not its customer's (a customer row changes below this area). */
const scoredColumns = {
  id: leads.id,
  customerId: leads.customerId,
  utility: leads.utility,
  currentElectricBill: leads.currentElectricBill,
  propertyType: leads.propertyType,
  roofType: leads.roofType,
  roofAge: leads.roofAge,
  shadingIssues: leads.shadingIssues,
  ownership: leads.ownership,
  calculatorSnapshot: leads.calculatorSnapshot,
};

/** The leads `where` picks, locked until the transaction ends so two writes' rescores queue up. */
function lockedLeads(tx: Database, where: SQL | undefined) {
  return tx.select(scoredColumns).from(leads).where(where).orderBy(leads.id).for("update", { of: leads });
}
type ScoredLead = Awaited<ReturnType<typeof lockedLeads>>[number];

/**
 * The orders table named in SQL rather than imported: commerce's tables module leads, through the shop's face, back
 * to this area's face (an import cycle).
 */
const orderCustomer = sql`orders.customer_id`;
const orderPlacedAt = sql`orders.created_at`;

/** One kind of event as a row of the union: the lead or the customer it belongs to, and when. */
const eventRow = (kind: EngagementKind, leadId: SQL | null, customerId: SQL, at: SQL) => ({
  leadId: sql<string | null>`${leadId ?? sql`null::uuid`}`.as("lead_id"),
  customerId: sql<string | null>`${customerId}`.as("customer_id"),
  kind: sql<EngagementKind>`${kind}::text`.as("kind"),
  at: sql<Date>`${at}`.mapWith(leads.createdAt).as("at"),
});

/**
 * What the people behind these leads did in the last 30 days (older events count for nothing): requests and
 * calculator results on any of their leads, their replies logged on them, their bookings and orders, and their
 * messages and uploads in the portal. An event of a customer belongs to every lead of that customer.
 */
async function recentEvents(tx: Database, scored: readonly ScoredLead[], now: Date) {
  const since = new Date(now.getTime() - ENGAGEMENT_DAYS * DAY_MS);
  const leadIds = scored.map((lead) => lead.id);
  const customerIds = [...new Set(scored.flatMap((lead) => (lead.customerId ? [lead.customerId] : [])))];
  const theirLeads = or(
    inArray(leads.id, leadIds),
    customerIds.length > 0 ? inArray(leads.customerId, customerIds) : undefined,
  );
  const ofCustomers = (column: SQLWrapper) => (customerIds.length > 0 ? inArray(column, customerIds) : sql`false`);
  const leadEvent = (kind: EngagementKind, at: SQL = sql`${leads.createdAt}`) =>
    eventRow(kind, sql`${leads.id}`, sql`${leads.customerId}`, at);
  const rows = await unionAll(
    tx
      .select(leadEvent("request"))
      .from(leads)
      .where(and(theirLeads, inArray(leads.source, requestSources), gt(leads.createdAt, since))),
    tx
      .select(leadEvent("calculator"))
      .from(leads)
      .where(and(theirLeads, isNotNull(leads.calculatorSnapshot), gt(leads.createdAt, since))),
    tx
      .select(leadEvent("reply", sql`${leadNotes.createdAt}`))
      .from(leadNotes)
      .innerJoin(leads, eq(leads.id, leadNotes.leadId))
      .where(and(theirLeads, inArray(leadNotes.outcome, replyOutcomes), gt(leadNotes.createdAt, since))),
    tx
      .select(eventRow("booking", null, sql`${appointments.customerId}`, sql`${appointments.createdAt}`))
      .from(appointments)
      .where(and(ofCustomers(appointments.customerId), gt(appointments.createdAt, since))),
    tx
      .select(eventRow("order", null, orderCustomer, orderPlacedAt))
      .from(sql`orders`)
      .where(and(ofCustomers(orderCustomer), sql`${orderPlacedAt} > ${since}`)),
    tx
      .select(eventRow("portal", null, sql`${users.customerId}`, sql`${projectMessages.createdAt}`))
      .from(projectMessages)
      .innerJoin(projects, eq(projects.id, projectMessages.projectId))
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(
        and(
          ofCustomers(users.customerId),
          eq(projectMessages.authorSide, "client"),
          gt(projectMessages.createdAt, since),
        ),
      ),
    tx
      .select(eventRow("portal", null, sql`${users.customerId}`, sql`${projectDocuments.createdAt}`))
      .from(projectDocuments)
      .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
      .innerJoin(users, eq(users.id, projects.clientId))
      .where(
        and(
          ofCustomers(users.customerId),
          eq(projectDocuments.uploadedBySide, "client"),
          gt(projectDocuments.createdAt, since),
        ),
      ),
  );
  return (lead: ScoredLead): EngagementEvent[] =>
    rows
      .filter((row) => row.leadId === lead.id || (lead.customerId !== null && row.customerId === lead.customerId))
      .map((row) => ({ kind: row.kind, at: new Date(row.at) }));
}

/**
 * Recomputes and stores the scores of locked leads: engagement always, fit too unless `fit` is false (the fading
 * job's case: nothing the fit reads has changed).
 */
async function scoreLeads(tx: Database, scored: readonly ScoredLead[], now: Date, { fit = true } = {}) {
  if (scored.length === 0) return;
  const eventsOf = await recentEvents(tx, scored, now);
  for (const lead of scored) {
    await tx
      .update(leads)
      .set({
        ...(fit ? fitScoreOf(fitFactsOf(lead)) : {}),
        engagementScore: engagementScoreOf(eventsOf(lead), now),
        engagementScoredAt: now,
      })
      .where(eq(leads.id, lead.id));
  }
}

/**
 * Whether the customer whose id is `customerId` has any lead, as a SQL expression a write can ask in a statement it
 * sends anyway (the order's insert returns it), so that a write whose customer has no lead skips `rescoreLead`'s
 * statement: most shop buyers have none (decision 0210).
 */
export function customerHasLeads(customerId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${leads} where ${leads.customerId} = ${customerId})`;
}

/**
 * Recomputes the scores of a lead and of the other leads of its customer, or of every lead of a customer, inside the
 * caller's transaction: call it from every write that changes what the scores read (a lead's answers or deal, a
 * calculator snapshot, a reply, a booking, an order, portal activity). Lists only read what it stored.
 */
export async function rescoreLead(tx: Database, target: ScoreTarget, now = new Date()): Promise<void> {
  if ("customerId" in target) {
    await scoreLeads(tx, await lockedLeads(tx, eq(leads.customerId, target.customerId)), now);
    return;
  }
  const [lead] = await lockedLeads(tx, eq(leads.id, target.leadId));
  if (!lead) return;
  // The customer's other leads: one another write holds is skipped, not waited for. That write holds this lead's
  // row after its own, so waiting could deadlock; the skipped lead catches up at its next rescore or daily pass.
  const others = lead.customerId
    ? await tx
        .select(scoredColumns)
        .from(leads)
        .where(and(eq(leads.customerId, lead.customerId), ne(leads.id, lead.id)))
        .orderBy(leads.id)
        .for("update", { of: leads, skipLocked: true })
    : [];
  await scoreLeads(tx, [lead, ...others], now);
}

/** How many leads one transaction of the scoring job takes: short locks beside the writes that rescore. */
const JOB_BATCH = 200;

/**
 * The scoring job's work until none is left: leads never scored (those stored before the scores, or by a write
 * that did not score them) get both scores; leads whose engagement is above 0 and was computed a day or more ago
 * get it recomputed as it fades. Leads a write holds are skipped this time, not waited for.
 */
export async function rescoreDueLeads(db: Database, now = new Date()): Promise<number> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const unscored = or(sql`${leads.fitScore} is null`, sql`${leads.engagementScoredAt} is null`)!;
  const fading = and(gt(leads.engagementScore, 0), sql`${leads.engagementScoredAt} <= ${dayAgo}`)!;
  let total = 0;
  for (const [queue, fit] of [
    [unscored, true],
    [fading, false],
  ] as const) {
    for (;;) {
      const scored = await db.transaction(async (tx) => {
        const batch = await tx
          .select(scoredColumns)
          .from(leads)
          .where(queue)
          .orderBy(leads.id)
          .limit(JOB_BATCH)
          .for("update", { of: leads, skipLocked: true });
        await scoreLeads(tx, batch, now, { fit });
        return batch.length;
      });
      total += scored;
      if (scored < JOB_BATCH) break;
    }
  }
  return total;
}
