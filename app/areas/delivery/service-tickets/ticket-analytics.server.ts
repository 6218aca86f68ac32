import { sql, type SQL } from "drizzle-orm";
import { companyPromises } from "#app/content/company.ts";
import { inOfficeDays, officeDate, type OfficeDays } from "#app/lib/office-buckets.server.ts";
import { queryRows, type Database } from "#server/db/client.ts";
import type { TargetState } from "./sla-clock.ts";
import { finishedStatuses } from "./ticket-statuses.ts";
import { serviceTickets } from "./tables.server.ts";

// The service figures of the analytics page (insights/analytics, issue 30, decision 0202), over the tickets opened
// in the range, from their stored SLA columns (decision 0154), read at `now`.

/** The hours the site promises an emergency response in, around the clock. */
export const emergencyPromiseHours = companyPromises.find((promise) => promise.id === "emergency-response")!.target
  .value;

/** How many of the range's tickets are in each state of one target (a running one past due reads as breached). */
export type TargetStateCounts = Record<TargetState, number>;

export interface TicketSlaStates {
  tickets: number;
  response: TargetStateCounts;
  resolution: TargetStateCounts;
  /** Every ticket not resolved or closed now, whenever opened: the office's worklist (its `open` filter). */
  openNow: number;
}

const stateCounts = (state: SQL, dueAt: SQL, now: Date) => {
  const read = sql`case when ${state} = 'running' and ${dueAt} < ${now.toISOString()}::timestamptz then 'breached' else ${state} end`;
  return sql.join(
    (["running", "paused", "met", "breached", "ended"] as const).map(
      (name) => sql`count(*) filter (where ${read} = ${name})::int`,
    ),
    sql`, `,
  );
};

export async function ticketSlaStates(db: Database, days: OfficeDays, now: Date): Promise<TicketSlaStates> {
  const names = ["running", "paused", "met", "breached", "ended"] as const;
  const [[row], [open]] = await Promise.all([
    queryRows<{ tickets: number; response: number[]; resolution: number[] }>(
      db,
      sql`select count(*)::int as tickets,
          array[${stateCounts(sql`${serviceTickets.responseState}`, sql`${serviceTickets.responseDueAt}`, now)}] as response,
          array[${stateCounts(sql`${serviceTickets.resolutionState}`, sql`${serviceTickets.resolutionDueAt}`, now)}] as resolution
        from ${serviceTickets} where ${inOfficeDays(serviceTickets.createdAt, days)}`,
    ),
    queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from ${serviceTickets}
        where ${serviceTickets.status} not in (${sql.join(
          finishedStatuses.map((status) => sql`${status}`),
          sql`, `,
        )})`,
    ),
  ]);
  const byName = (counts: number[]) =>
    Object.fromEntries(names.map((name, index) => [name, counts[index] ?? 0])) as TargetStateCounts;
  return {
    tickets: row!.tickets,
    response: byName(row!.response),
    resolution: byName(row!.resolution),
    openNow: open!.count,
  };
}

export interface EmergencyResponses {
  tickets: number;
  responded: number;
  /** Responded within the promise's hours of the ticket's opening, around the clock. */
  withinPromise: number;
  /** Not responded to yet, and the promise's hours are over. */
  overdue: number;
  /** Minutes from opening to the first response, over those responded to. */
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/** The emergency tickets opened in the range and how fast a technician responded (the 2-hour promise). */
export async function emergencyResponses(db: Database, days: OfficeDays, now: Date): Promise<EmergencyResponses> {
  const minutes = sql`extract(epoch from ${serviceTickets.respondedAt} - ${serviceTickets.createdAt}) / 60`;
  const promise = sql`${serviceTickets.createdAt} + make_interval(hours => ${emergencyPromiseHours})`;
  const [row] = await queryRows<Record<keyof EmergencyResponses, number | null>>(
    db,
    sql`select count(*)::int as tickets, count(${serviceTickets.respondedAt})::int as responded,
        count(*) filter (where ${serviceTickets.respondedAt} <= ${promise})::int as "withinPromise",
        count(*) filter (where ${serviceTickets.respondedAt} is null and ${promise} < ${now.toISOString()}::timestamptz)::int
          as overdue,
        percentile_cont(0.5) within group (order by ${minutes})::float8 as "medianMinutes",
        percentile_cont(0.9) within group (order by ${minutes})::float8 as "p90Minutes"
      from ${serviceTickets}
      where ${serviceTickets.type} = 'emergency' and ${inOfficeDays(serviceTickets.createdAt, days)}`,
  );
  const round = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    tickets: row!.tickets ?? 0,
    responded: row!.responded ?? 0,
    withinPromise: row!.withinPromise ?? 0,
    overdue: row!.overdue ?? 0,
    medianMinutes: round(row!.medianMinutes),
    p90Minutes: round(row!.p90Minutes),
  };
}

export interface SameDayRepairs {
  repairs: number;
  resolved: number;
  /** Resolved on the office day they were opened (America/Los_Angeles), whatever the hour. */
  sameDay: number;
}

/** The repair tickets opened in the range, and how many are resolved now, on the office day they were opened. */
export async function sameDayRepairs(db: Database, days: OfficeDays): Promise<SameDayRepairs> {
  const [row] = await queryRows<SameDayRepairs>(
    db,
    sql`select count(*)::int as repairs, count(${serviceTickets.resolvedAt})::int as resolved,
        count(*) filter (where ${officeDate(serviceTickets.resolvedAt)} = ${officeDate(serviceTickets.createdAt)})::int
          as "sameDay"
      from ${serviceTickets}
      where ${serviceTickets.type} = 'repair' and ${inOfficeDays(serviceTickets.createdAt, days)}`,
  );
  return row!;
}
