import { and, eq, sql, type SQL } from "drizzle-orm";
import { openingsTimeline } from "#app/lib/business-hours.ts";
import { clockSource, openAtOrAfterSql, openingOf, openSecondsUntil } from "#app/lib/business-hours.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import {
  countByValues,
  countPerBucket,
  inOfficeDays,
  type BucketSize,
  type OfficeDays,
  type OfficeEvents,
} from "#app/lib/office-buckets.server.ts";
import { possibleSpam } from "./lead-filters.server.ts";
import { leadStatuses, type LeadStatus } from "./pipeline.ts";
import { leadResponsePolicy } from "./response-sla.ts";

/**
 * The leads analytics counts (insights/analytics, issue 30): the leads that arrived, as the inbox lists them by
 * default, spam left out (possible spam stays in, as in the inbox, and is also counted apart). Each count matches
 * the inbox (/admin-crm) filtered by the same `from`, `to` and value.
 */
const arrivals: OfficeEvents = { at: leads.createdAt, from: sql`${leads}`, where: sql`not ${leads.isSpam}` };

/** What the leads can be counted by: each a column of the lead (and, where it has one, the inbox's filter). */
export const leadBreakdowns = {
  source: leads.source,
  utility: leads.utility,
  propertyType: leads.propertyType,
} as const;
export type LeadBreakdown = keyof typeof leadBreakdowns;

export interface LeadArrivals {
  total: number;
  buckets: { start: string; count: number }[];
  possibleSpam: number;
  bySource: { value: string | null; count: number }[];
  byUtility: { value: string | null; count: number }[];
  byPropertyType: { value: string | null; count: number }[];
}

/** The leads that arrived in the range, spam left out, and the possible spam among them: one pass over the range. */
export async function leadArrivalTotals(
  db: Database,
  days: OfficeDays,
): Promise<Pick<LeadArrivals, "total" | "possibleSpam">> {
  const [totals] = await queryRows<{ total: number; possibleSpam: number }>(
    db,
    sql`select count(*) filter (where ${arrivals.where})::int as total,
        count(*) filter (where ${possibleSpam})::int as "possibleSpam"
      from ${leads} where ${inOfficeDays(leads.createdAt, days)}`,
  );
  return totals!;
}

export async function leadArrivals(db: Database, days: OfficeDays, size: BucketSize): Promise<LeadArrivals> {
  const [perBucket, totals, byValue] = await Promise.all([
    countPerBucket(db, arrivals, days, size),
    leadArrivalTotals(db, days),
    countByValues(db, arrivals, leadBreakdowns, days),
  ]);
  return {
    buckets: perBucket.buckets,
    ...totals,
    bySource: byValue.source,
    byUtility: byValue.utility,
    byPropertyType: byValue.propertyType,
  };
}

/** The funnel's steps after arrival, in pipeline order: each counts the leads that got at least that far. */
export const funnelSteps = [
  "contacted",
  "site_visit_scheduled",
  "proposal_sent",
  "won",
] as const satisfies LeadStatus[];

export interface LeadFunnel {
  cohort: number;
  steps: { status: (typeof funnelSteps)[number]; count: number; rate: number; medianDays: number | null }[];
}

/** A stage's place in the pipeline; lost is no step forward. */
const stageRank = (status: SQL) =>
  sql`case ${status} ${sql.join(
    leadStatuses.map((name, rank) => sql.raw(`when '${name}' then ${name === "lost" ? -1 : rank}`)),
    sql` `,
  )} end`;

/**
 * The funnel by cohort: the leads that arrived in the range (spam left out), and how many of them got at least as
 * far as each step by now, by their stage history, their present stage or their first contact. A later step's
 * leads are a subset of an earlier one's, so no rate exceeds the one before it, nor 1. `medianDays`: the median
 * days from the step before (from arrival for the first) to the step, over the leads that entered both.
 */
export async function leadFunnel(db: Database, days: OfficeDays): Promise<LeadFunnel> {
  const days_ = (later: string, earlier: string) =>
    sql.raw(`percentile_cont(0.5) within group (order by extract(epoch from ${later} - ${earlier}) / 86400)`);
  // When the lead first entered each step, by its stage history (kept on the lead by a trigger, decision 0219); the
  // first contact by whichever came first, the contacted stage or the first contact recorded on the lead.
  const reachedAt = {
    contacted: sql`least(${leads.firstContactedAt}, ${leads.reachedContactedAt})`,
    site_visit_scheduled: sql`${leads.reachedSiteVisitScheduledAt}`,
    proposal_sent: sql`${leads.reachedProposalSentAt}`,
    won: sql`${leads.reachedWonAt}`,
  } satisfies Record<(typeof funnelSteps)[number], SQL>;
  const historyRank = sql`case ${sql.join(
    [...funnelSteps]
      .reverse()
      .map((step) => sql`when ${reachedAt[step]} is not null then ${sql.raw(String(leadStatuses.indexOf(step)))}`),
    sql` `,
  )} end`;
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`select count(*)::int as cohort,
        ${sql.join(
          funnelSteps.map((step, index) => {
            const rank = leadStatuses.indexOf(step);
            const previous = index === 0 ? "created_at" : funnelSteps[index - 1]!;
            return sql`count(*) filter (where furthest >= ${sql.raw(String(rank))})::int as ${sql.identifier(`${step}_count`)},
              ${days_(step, previous)} as ${sql.identifier(`${step}_days`)}`;
          }),
          sql`, `,
        )}
      from (
        select ${leads.createdAt} as created_at,
          greatest(${stageRank(sql`${leads.status}`)}, ${historyRank}) as furthest,
          ${sql.join(
            funnelSteps.map((step) => sql`${reachedAt[step]} as ${sql.identifier(step)}`),
            sql`, `,
          )}
        from ${leads}
        where not ${leads.isSpam} and ${inOfficeDays(leads.createdAt, days)}
      ) per_lead`,
  );
  const cohort = row!.cohort ?? 0;
  return {
    cohort,
    steps: funnelSteps.map((status) => {
      const count = row![`${status}_count`] ?? 0;
      const medianDays = row![`${status}_days`];
      return {
        status,
        count,
        rate: cohort === 0 ? 0 : count / cohort,
        medianDays: medianDays === null || medianDays === undefined ? null : Math.round(Number(medianDays) * 10) / 10,
      };
    }),
  };
}

/** Won deals of one owner (`assigneeId` null: nobody's); `amountCents` only for a reader who may see money. */
export interface WonDealsRow {
  assigneeId: string | null;
  assigneeName: string | null;
  count: number;
  kw: number;
  /** The battery storage the deals are for, in kWh: the figure the deal holds beside its kW. */
  kwh: number;
  amountCents?: number;
}

/**
 * The deals won in the range (a lead whose present stage is won, by when it became won; spam left out), by the
 * staff member who works it, most first, and in total. kW is the system size the deal is for, kWh its battery's
 * storage; `withAmounts` false
 * leaves the amounts out of the query and the answer (decision 0133).
 */
export async function wonDeals(
  db: Database,
  days: OfficeDays,
  withAmounts: boolean,
): Promise<{ total: Omit<WonDealsRow, "assigneeId" | "assigneeName">; byOwner: WonDealsRow[] }> {
  const counted = {
    count: sql<number>`count(*)::int`,
    kw: sql<number>`coalesce(sum(${leads.systemSizeKw}), 0)::float8`,
    kwh: sql<number>`coalesce(sum(${leads.batteryKwh}), 0)::float8`,
    ...(withAmounts ? { amountCents: sql<number>`coalesce(sum(${leads.amountCents}), 0)::float8` } : {}),
  };
  const won = and(eq(leads.status, "won"), eq(leads.isSpam, false), inOfficeDays(leads.wonAt, days));
  const [byOwner, [total]] = await Promise.all([
    db
      .select({ assigneeId: leads.assigneeId, assigneeName: fullName(users), ...counted })
      .from(leads)
      .leftJoin(users, eq(users.id, leads.assigneeId))
      .where(won)
      .groupBy(leads.assigneeId, users.firstName, users.lastName)
      .orderBy(sql`count(*) desc`, fullName(users)),
    db.select(counted).from(leads).where(won),
  ]);
  return { total: total!, byOwner };
}

export interface SpeedToLead {
  /** Leads of the range (spam left out), those contacted, and those contacted within 5 office minutes / the promise. */
  leads: number;
  contacted: number;
  within5Minutes: number;
  withinPromise: number;
  /** Office hours from arrival to first contact, over the contacted leads; null when none was. */
  medianHours: number | null;
  p90Hours: number | null;
}

/** How long after the range's last day a first contact may come and still be counted in office time. */
const CONTACT_HORIZON_MS = 60 * 24 * 60 * 60 * 1000;

/**
 * Speed to lead over the leads that arrived in the range (spam left out): the office hours from arrival to first
 * contact, counted by the response promise's own calendar (`leadResponsePolicy`: office hours, closed on holidays),
 * and how many were contacted within 5 office minutes and by the promise's deadline (`responseDeadline`, the inbox's
 * SLA badge's rule). One statement over the whole range: the calendar's openings go to SQL as a timeline
 * (`clockSource`), so no lead is read out to be counted. The percentiles are by the nearest rank.
 */
export async function speedToLead(db: Database, days: OfficeDays, now = new Date()): Promise<SpeedToLead> {
  const { calendar, promiseHours } = leadResponsePolicy;
  const timelineEnd = Math.max(now.getTime(), Date.parse(`${days.to}T00:00:00Z`)) + CONTACT_HORIZON_MS;
  const timeline = openingsTimeline(new Date(`${days.from}T00:00:00Z`), new Date(timelineEnd), calendar);
  const arrived = sql`${leads.createdAt}`;
  const contacted = sql`${leads.firstContactedAt}`;
  // Each instant's opening is searched for once (`offset 0` keeps the planner from inlining it into every use).
  const openings = sql`lateral (select ${openingOf(arrived)} as arrived, ${openingOf(contacted)} as contacted offset 0) opening,
    lateral (select ${openAtOrAfterSql(arrived, sql`opening.arrived`)} + ${sql.raw(`interval '${Number(promiseHours)} hours'`)} as due offset 0) promise`;
  const deadline = openAtOrAfterSql(sql`promise.due`);
  // Only the contacted leads are timed; the others are only counted.
  const inRange = sql`not ${leads.isSpam} and ${inOfficeDays(leads.createdAt, days)}`;
  const [row] = await queryRows<{
    leads: number;
    contacted: number;
    within5Minutes: number;
    withinPromise: number;
    medianSeconds: number | null;
    p90Seconds: number | null;
  }>(
    db,
    sql`select (select count(*)::int from ${leads} where ${inRange}) as leads, count(*)::int as contacted,
        count(*) filter (where seconds <= 300)::int as "within5Minutes",
        count(*) filter (where contacted_at <= deadline)::int as "withinPromise",
        percentile_disc(0.5) within group (order by seconds) as "medianSeconds",
        percentile_disc(0.9) within group (order by seconds) as "p90Seconds"
      from (
        select ${contacted} as contacted_at, ${deadline} as deadline,
          greatest(0, ${openSecondsUntil(contacted, sql`opening.contacted`)} - ${openSecondsUntil(arrived, sql`opening.arrived`)}) as seconds
        from ${leads}, ${clockSource(timeline)}, ${openings}
        where ${inRange} and ${contacted} is not null offset 0
      ) contacted_leads`,
  );
  const hours = (seconds: number | null) => (seconds === null ? null : Math.round((seconds / 3600) * 100) / 100);
  return {
    leads: row!.leads,
    contacted: row!.contacted,
    within5Minutes: row!.within5Minutes,
    withinPromise: row!.withinPromise,
    medianHours: hours(row!.medianSeconds),
    p90Hours: hours(row!.p90Seconds),
  };
}
