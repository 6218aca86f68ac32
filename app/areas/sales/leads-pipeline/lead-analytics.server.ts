import { and, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { businessHoursBetween } from "#app/lib/business-hours.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import { leads } from "#app/areas/sales/leads/tables.server.ts";
import {
  countByValue,
  countPerBucket,
  inOfficeDays,
  type BucketSize,
  type OfficeDays,
  type OfficeEvents,
} from "#app/lib/office-buckets.server.ts";
import { possibleSpam } from "./lead-filters.server.ts";
import { leadStatuses, type LeadStatus } from "./pipeline.ts";
import { leadStageHistory } from "./tables.server.ts";
import { leadResponsePolicy, responseDeadline } from "./response-sla.ts";

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

export async function leadArrivals(db: Database, days: OfficeDays, size: BucketSize): Promise<LeadArrivals> {
  const [perBucket, spam, bySource, byUtility, byPropertyType] = await Promise.all([
    countPerBucket(db, arrivals, days, size),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${leads} where ${possibleSpam} and ${inOfficeDays(leads.createdAt, days)}`,
    ),
    countByValue(db, arrivals, leadBreakdowns.source, days),
    countByValue(db, arrivals, leadBreakdowns.utility, days),
    countByValue(db, arrivals, leadBreakdowns.propertyType, days),
  ]);
  return { ...perBucket, possibleSpam: spam[0]!.count, bySource, byUtility, byPropertyType };
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
  const reachedAt = (status: string) => sql.raw(`min(stages.at) filter (where stages.status = '${status}')`);
  const days_ = (later: string, earlier: string) =>
    sql.raw(`percentile_cont(0.5) within group (order by extract(epoch from ${later} - ${earlier}) / 86400)`);
  const [row] = await queryRows<Record<string, number | null>>(
    db,
    sql`with cohort as (
        select ${leads.id} as id, ${leads.createdAt} as created_at, ${leads.status} as status,
          ${leads.firstContactedAt} as first_contacted_at
        from ${leads} where not ${leads.isSpam} and ${inOfficeDays(leads.createdAt, days)}
      ),
      stages as (
        select ${leadStageHistory.leadId} as id, ${leadStageHistory.status} as status, ${leadStageHistory.enteredAt} as at
        from ${leadStageHistory} where ${leadStageHistory.leadId} in (select id from cohort)
        union all select id, status, null from cohort
        union all select id, 'contacted', first_contacted_at from cohort where first_contacted_at is not null
      ),
      per_lead as (
        select cohort.id, cohort.created_at, max(${stageRank(sql`stages.status`)}) as furthest,
          ${sql.join(
            funnelSteps.map((step) => sql`${reachedAt(step)} as ${sql.identifier(step)}`),
            sql`, `,
          )}
        from cohort join stages on stages.id = cohort.id
        group by cohort.id, cohort.created_at
      )
      select count(*)::int as cohort,
        ${sql.join(
          funnelSteps.map((step, index) => {
            const rank = leadStatuses.indexOf(step);
            const previous = index === 0 ? "created_at" : funnelSteps[index - 1]!;
            return sql`count(*) filter (where furthest >= ${sql.raw(String(rank))})::int as ${sql.identifier(`${step}_count`)},
              ${days_(step, previous)} as ${sql.identifier(`${step}_days`)}`;
          }),
          sql`, `,
        )}
      from per_lead`,
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

/** The `fraction` percentile of sorted values, by the nearest rank. */
function nearestRank(sorted: readonly number[], fraction: number): number | null {
  return sorted.length === 0 ? null : sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]!;
}

/**
 * Speed to lead over the leads that arrived in the range (spam left out): the office hours from arrival to first
 * contact, counted by the response promise's own calendar (`leadResponsePolicy`: office hours, closed on holidays),
 * and how many were contacted within 5 office minutes and by the promise's deadline (the inbox's SLA badge's rule).
 * The counts are SQL's over the whole range; the hours need the calendar, so each contacted lead's two times are read.
 */
export async function speedToLead(db: Database, days: OfficeDays): Promise<SpeedToLead> {
  const inRange = and(eq(leads.isSpam, false), inOfficeDays(leads.createdAt, days));
  const [[counts], contacted] = await Promise.all([
    db
      .select({ leads: sql<number>`count(*)::int` })
      .from(leads)
      .where(inRange),
    db
      .select({ createdAt: leads.createdAt, firstContactedAt: leads.firstContactedAt })
      .from(leads)
      .where(and(inRange, isNotNull(leads.firstContactedAt))),
  ]);
  const calendar = leadResponsePolicy.calendar;
  let withinPromise = 0;
  const hours = contacted
    .map(({ createdAt, firstContactedAt }) => {
      const deadline = responseDeadline(createdAt);
      if (deadline && firstContactedAt! <= deadline) withinPromise += 1;
      return businessHoursBetween(createdAt, firstContactedAt!, calendar);
    })
    .sort((a, b) => a - b);
  const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  return {
    leads: counts!.leads,
    contacted: contacted.length,
    within5Minutes: hours.filter((value) => value <= 5 / 60).length,
    withinPromise,
    medianHours: round(nearestRank(hours, 0.5)),
    p90Hours: round(nearestRank(hours, 0.9)),
  };
}
