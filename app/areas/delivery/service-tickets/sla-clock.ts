import type { ServiceTarget, ServiceTargets } from "#app/content/service-targets.ts";
import { addBusinessTime, businessTimeBetween, type BusinessCalendar } from "#app/lib/business-hours.ts";
import { zonedParts, zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { finishedStatuses, waitingOn, type TicketStatus } from "./ticket-statuses.ts";

// A service ticket's SLA clock (issue 28 §3, decision 0154), pure: what it says follows from the ticket's opening,
// its targets, the office calendar and what happened to it, read at `now`. The failures it is built against:
// a paused clock that keeps ticking and due times not moved by a pause (frappe/helpdesk #1554, #1675), a reply
// that fulfils both targets (#1542), and a breach shown as paused (frappe/helpdesk PR #2232).

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export type ActorKind = "staff" | "customer" | "system";

/** What happened to a ticket, in the order it happened. */
export type TicketEvent =
  /** Its status changed, by a staff member, the customer or the system (monitoring, a job). */
  | { kind: "status"; status: TicketStatus; at: Date; actor: ActorKind }
  /** Someone wrote or spoke to the other side: a reply, a call, a message. Only staff's answers the customer. */
  | { kind: "contact"; at: Date; actor: ActorKind };

/** A stretch the ticket waited on the customer or on parts: the clock stood still. `to` null: waiting now. */
export interface PausedInterval {
  waitingOn: "customer" | "parts";
  from: Date;
  to: Date | null;
}

/**
 * One target at `now`: `running` or `paused` while it is still to be met; `met` in time; `breached` once its due
 * time passed unmet, for good; `ended` for a response nobody gave because the customer or the system closed the
 * ticket first, in time.
 */
export type TargetState = "running" | "paused" | "met" | "breached" | "ended";

/** The ticket at a glance: `dueSoon` when a target still to be met has a quarter of its time or less left. */
export type SlaBadge = "onTime" | "dueSoon" | "breached";

export interface TicketSla {
  /** When the response is due; null while the ticket waits with time left, since it moves when the wait ends. */
  responseDueAt: Date | null;
  resolutionDueAt: Date | null;
  /** The first staff contact, or a staff member resolving or closing the ticket before any. */
  respondedAt: Date | null;
  /** When the ticket was resolved (or closed), if it is now; a reopened ticket's earlier resolution does not count. */
  resolvedAt: Date | null;
  response: TargetState;
  resolution: TargetState;
  pausedIntervals: readonly PausedInterval[];
  badge: SlaBadge;
}

export interface SlaTicket {
  openedAt: Date;
  targets: ServiceTargets;
  /** Status changes and contacts, in the order they happened, none after `now`. */
  events: readonly TicketEvent[];
}

/** A target's time as its calendar counts it: open office time, or every millisecond. */
interface Measure {
  budget: number;
  elapsed(from: Date, to: Date): number;
  advance(from: Date, ms: number): Date | null;
}

/** The instant `days` calendar days after `instant` at the same local time in `timeZone`. */
function afterLocalDays(instant: Date, days: number, timeZone: string): number {
  const local = zonedParts(instant, timeZone);
  const sameMinute = zonedTimeToInstant(
    { year: local.year, month: local.month, day: local.day + days, hour: local.hour, minute: local.minute },
    timeZone,
  );
  return sameMinute.getTime() + (instant.getTime() % MINUTE_MS);
}

function measureOf(target: ServiceTarget, openedAt: Date, calendar: BusinessCalendar): Measure {
  if (target.calendar === "businessHours") {
    return {
      budget: target.hours * HOUR_MS,
      elapsed: (from, to) => businessTimeBetween(from, to, calendar),
      advance: (from, ms) => addBusinessTime(from, ms, calendar),
    };
  }
  return {
    budget:
      "hours" in target
        ? target.hours * HOUR_MS
        : afterLocalDays(openedAt, target.days, calendar.timeZone) - openedAt.getTime(),
    elapsed: (from, to) => Math.max(0, to.getTime() - from.getTime()),
    advance: (from, ms) => new Date(from.getTime() + ms),
  };
}

interface Timeline {
  pausedIntervals: PausedInterval[];
  respondedAt: Date | null;
  resolvedAt: Date | null;
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a <= b ? a : b;
}

/** The waits, the response and the resolution the events tell: a wait ends at the next status change. */
function timelineOf(events: readonly TicketEvent[]): Timeline {
  const pausedIntervals: PausedInterval[] = [];
  let firstStaffContact: Date | null = null;
  let firstStaffFinish: Date | null = null;
  let resolvedAt: Date | null = null;
  for (const event of events) {
    if (event.kind === "contact") {
      if (event.actor === "staff") firstStaffContact ??= event.at;
      continue;
    }
    const waiting = pausedIntervals.at(-1);
    if (waiting && waiting.to === null) waiting.to = event.at;
    const on = waitingOn[event.status];
    if (on) pausedIntervals.push({ waitingOn: on, from: event.at, to: null });
    if (finishedStatuses.includes(event.status)) {
      resolvedAt ??= event.at;
      if (event.actor === "staff") firstStaffFinish ??= event.at;
    } else {
      resolvedAt = null;
    }
  }
  return { pausedIntervals, respondedAt: earliest(firstStaffContact, firstStaffFinish), resolvedAt };
}

interface TargetRun {
  /** When the target's time runs out; null while paused with time left and not ended. */
  dueAt: Date | null;
  /** The target's time left when the walk stopped in a wait. */
  leftWhilePaused: number;
}

/**
 * Walks the running stretches from the opening, skipping the waits, until the target's time is used up (its due
 * time), or the target ended (`end`: met, or closed) during a wait, or the ticket waits now. Waits that begin after
 * the due time do not move it: a breach stays a breach.
 */
function runTarget(measure: Measure, openedAt: Date, waits: readonly PausedInterval[], end: Date | null): TargetRun {
  let used = 0;
  let from = openedAt;
  for (const wait of waits) {
    if (end && wait.from >= end) break;
    const need = measure.budget - used;
    const run = measure.elapsed(from, wait.from);
    if (run >= need) return { dueAt: measure.advance(from, need), leftWhilePaused: 0 };
    used += run;
    if (wait.to === null || (end && wait.to >= end)) {
      const left = measure.budget - used;
      return { dueAt: end ? measure.advance(end, left) : null, leftWhilePaused: left };
    }
    from = wait.to;
  }
  return { dueAt: measure.advance(from, measure.budget - used), leftWhilePaused: 0 };
}

interface TargetClock {
  dueAt: Date | null;
  state: TargetState;
  dueSoon: boolean;
}

function targetClock(
  measure: Measure,
  openedAt: Date,
  timeline: Timeline,
  ending: { at: Date; fulfilled: boolean } | null,
  now: Date,
): TargetClock {
  const waits = timeline.pausedIntervals;
  const { dueAt, leftWhilePaused } = runTarget(measure, openedAt, waits, ending?.at ?? null);
  if (ending) {
    const late = dueAt !== null && dueAt < ending.at;
    return { dueAt, state: late ? "breached" : ending.fulfilled ? "met" : "ended", dueSoon: false };
  }
  if (dueAt && dueAt < now) return { dueAt, state: "breached", dueSoon: false };
  const paused = waits.at(-1)?.to === null;
  const left = paused ? leftWhilePaused : dueAt ? measure.elapsed(now, dueAt) : Infinity;
  return { dueAt, state: paused ? "paused" : "running", dueSoon: left <= measure.budget / 4 };
}

/** The SLA clock of one ticket at `now`, its business-hours targets counted in `calendar`. */
export function ticketSla(ticket: SlaTicket, calendar: BusinessCalendar, now: Date): TicketSla {
  const timeline = timelineOf(ticket.events);
  const { respondedAt, resolvedAt } = timeline;
  const responseEnd = earliest(respondedAt, resolvedAt);
  const response = targetClock(
    measureOf(ticket.targets.response, ticket.openedAt, calendar),
    ticket.openedAt,
    timeline,
    responseEnd && { at: responseEnd, fulfilled: respondedAt !== null && respondedAt <= responseEnd },
    now,
  );
  const resolution = targetClock(
    measureOf(ticket.targets.resolution, ticket.openedAt, calendar),
    ticket.openedAt,
    timeline,
    resolvedAt && { at: resolvedAt, fulfilled: true },
    now,
  );
  const targets = [response, resolution];
  return {
    responseDueAt: response.dueAt,
    resolutionDueAt: resolution.dueAt,
    respondedAt,
    resolvedAt,
    response: response.state,
    resolution: resolution.state,
    pausedIntervals: timeline.pausedIntervals,
    badge: targets.some((target) => target.state === "breached")
      ? "breached"
      : targets.some((target) => target.dueSoon)
        ? "dueSoon"
        : "onTime",
  };
}

/** A ticket's clock as stored at its last change (decision 0159), read by lists without replaying its history. */
export interface StoredSla {
  openedAt: Date;
  targets: ServiceTargets;
  responseDueAt: Date | null;
  resolutionDueAt: Date | null;
  responseState: TargetState;
  resolutionState: TargetState;
  /** The clock's badge at that change. */
  slaBadge: SlaBadge;
}

/**
 * The badge at `now` from the stored clock, by the same rules as `ticketSla`'s: a target breached, or running past its
 * due time, is breached; a running target with a quarter of its time or less left is due soon. A waiting ticket
 * keeps the badge of its last change: no target runs while it waits, so its time left stands still.
 */
export function storedSlaBadge(stored: StoredSla, calendar: BusinessCalendar, now: Date): SlaBadge {
  const targets = [
    { state: stored.responseState, dueAt: stored.responseDueAt, target: stored.targets.response },
    { state: stored.resolutionState, dueAt: stored.resolutionDueAt, target: stored.targets.resolution },
  ];
  const running = targets.filter(({ state }) => state === "running");
  if (targets.some(({ state }) => state === "breached") || running.some(({ dueAt }) => dueAt !== null && dueAt < now)) {
    return "breached";
  }
  if (targets.some(({ state }) => state === "paused")) return stored.slaBadge;
  const dueSoon = running.some(({ dueAt, target }) => {
    if (!dueAt) return false;
    const measure = measureOf(target, stored.openedAt, calendar);
    return measure.elapsed(now, dueAt) <= measure.budget / 4;
  });
  return dueSoon ? "dueSoon" : "onTime";
}
