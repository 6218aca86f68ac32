import { describe, expect, it } from "vitest";
import { officeCalendar } from "#app/content/office-calendar.ts";
import {
  serviceTargetsFor,
  ticketPriorities,
  ticketTypes,
  type TicketPriority,
  type TicketType,
} from "#app/content/service-targets.ts";
import { ticketSla, type ActorKind, type TicketEvent } from "./sla-clock.ts";
import type { TicketStatus } from "./ticket-statuses.ts";

// Every instant below is written in Pacific time with its offset (-08:00 standard, -07:00 daylight) and expected
// in UTC. The office is open Monday to Friday 08:00-17:00 and closed on its holidays (2026: July 3 for Independence
// Day, November 26 and 27 for Thanksgiving; December 31, 2027 for New Year's Day 2028).

const status = (at: string, to: TicketStatus, actor: ActorKind = "staff"): TicketEvent => ({
  kind: "status",
  status: to,
  at: new Date(at),
  actor,
});
const contact = (at: string, actor: ActorKind = "staff"): TicketEvent => ({ kind: "contact", at: new Date(at), actor });

function clock(
  ticket: { openedAt: string; type: TicketType; priority?: TicketPriority; events?: TicketEvent[] },
  now: string,
) {
  const sla = ticketSla(
    {
      openedAt: new Date(ticket.openedAt),
      targets: serviceTargetsFor(ticket.type, ticket.priority),
      events: ticket.events ?? [],
    },
    officeCalendar,
    new Date(now),
  );
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    ...sla,
    responseDueAt: iso(sla.responseDueAt),
    resolutionDueAt: iso(sla.resolutionDueAt),
    respondedAt: iso(sla.respondedAt),
    resolvedAt: iso(sla.resolvedAt),
    pausedIntervals: sla.pausedIntervals.map((wait) => ({ ...wait, from: iso(wait.from), to: iso(wait.to) })),
  };
}

describe("business-hours targets", () => {
  it("carry over the weekend", () => {
    // A repair (high: response in 4 business hours, fixed in one office day) opened Friday 15:00.
    const sla = clock({ openedAt: "2026-02-20T15:00:00-08:00", type: "repair" }, "2026-02-20T16:00:00-08:00");
    expect(sla).toMatchObject({
      responseDueAt: "2026-02-23T18:00:00.000Z", // Monday 10:00
      resolutionDueAt: "2026-02-23T23:00:00.000Z", // Monday 15:00
      response: "running",
      resolution: "running",
      pausedIntervals: [],
      badge: "onTime",
    });
  });

  it("skip Thanksgiving and the day after", () => {
    const sla = clock({ openedAt: "2026-11-25T16:00:00-08:00", type: "repair" }, "2026-11-25T16:30:00-08:00");
    expect(sla.responseDueAt).toBe("2026-11-30T19:00:00.000Z"); // Monday 11:00
    expect(sla.resolutionDueAt).toBe("2026-12-01T00:00:00.000Z"); // Monday 16:00
  });

  it("skip Independence Day observed on the Friday before", () => {
    // An inspection (normal: response in one office day) opened Thursday July 2, 16:00.
    const sla = clock({ openedAt: "2026-07-02T16:00:00-07:00", type: "inspection" }, "2026-07-02T16:30:00-07:00");
    expect(sla.responseDueAt).toBe("2026-07-06T23:00:00.000Z"); // Monday 16:00
  });

  it("skip New Year's Day 2028 observed on Friday December 31, 2027", () => {
    const sla = clock(
      { openedAt: "2027-12-30T16:00:00-08:00", type: "inspection", priority: "urgent" },
      "2027-12-30T16:30:00-08:00",
    );
    expect(sla.responseDueAt).toBe("2028-01-03T17:00:00.000Z"); // Monday 09:00
  });

  it("open at 08:00 local time after the March DST change", () => {
    // Urgent: response in 2 business hours, resolution in 9. Friday 16:00 PST; Monday opens at 08:00 PDT.
    const sla = clock(
      { openedAt: "2026-03-06T16:00:00-08:00", type: "inspection", priority: "urgent" },
      "2026-03-06T16:30:00-08:00",
    );
    expect(sla.responseDueAt).toBe("2026-03-09T16:00:00.000Z"); // Monday 09:00 PDT
    expect(sla.resolutionDueAt).toBe("2026-03-09T23:00:00.000Z"); // Monday 16:00 PDT
  });

  it("open at 08:00 local time after the November DST change", () => {
    const sla = clock(
      { openedAt: "2026-10-30T16:00:00-07:00", type: "inspection", priority: "urgent" },
      "2026-10-30T16:30:00-07:00",
    );
    expect(sla.responseDueAt).toBe("2026-11-02T17:00:00.000Z"); // Monday 09:00 PST
  });
});

describe("around-the-clock targets", () => {
  it("answer an emergency within 2 real hours across the night the clocks spring forward", () => {
    const sla = clock({ openedAt: "2026-03-08T01:30:00-08:00", type: "emergency" }, "2026-03-08T01:45:00-08:00");
    expect(sla.responseDueAt).toBe("2026-03-08T11:30:00.000Z"); // 04:30 PDT: three hours on the wall clock
    // The repair after it is counted in business hours: one office day, Monday.
    expect(sla.resolutionDueAt).toBe("2026-03-10T00:00:00.000Z"); // Monday 17:00 PDT
  });

  it("answer an emergency within 2 real hours across the night the clocks fall back", () => {
    const sla = clock({ openedAt: "2026-11-01T00:30:00-07:00", type: "emergency" }, "2026-11-01T00:45:00-07:00");
    expect(sla.responseDueAt).toBe("2026-11-01T09:30:00.000Z"); // the second 01:30, PST
  });

  it("give an orphaned-system rescue 7 calendar days, ending at the same local time across either DST change", () => {
    const march = clock(
      { openedAt: "2026-03-05T10:00:00-08:00", type: "orphaned_system_rescue" },
      "2026-03-05T11:00:00-08:00",
    );
    expect(march.resolutionDueAt).toBe("2026-03-12T17:00:00.000Z"); // Thursday 10:00 PDT, 167 hours later
    const november = clock(
      { openedAt: "2026-10-29T10:00:00-07:00", type: "orphaned_system_rescue" },
      "2026-10-29T11:00:00-07:00",
    );
    expect(november.resolutionDueAt).toBe("2026-11-05T18:00:00.000Z"); // Thursday 10:00 PST, 169 hours later
  });
});

describe("pauses", () => {
  const repairOpened = "2026-03-03T09:00:00-08:00"; // Tuesday; response due 13:00, resolution Wednesday 09:00

  it("stop the clock while waiting: both due times move by exactly the business time waited", () => {
    const events = [
      status("2026-03-03T10:00:00-08:00", "waiting_customer"),
      status("2026-03-03T12:00:00-08:00", "in_progress"),
    ];
    const sla = clock({ openedAt: repairOpened, type: "repair", events }, "2026-03-03T12:30:00-08:00");
    expect(sla).toMatchObject({
      responseDueAt: "2026-03-03T23:00:00.000Z", // 15:00, not 13:00
      resolutionDueAt: "2026-03-04T19:00:00.000Z", // Wednesday 11:00, not 09:00
      response: "running",
      resolution: "running",
      pausedIntervals: [{ waitingOn: "customer", from: "2026-03-03T18:00:00.000Z", to: "2026-03-03T20:00:00.000Z" }],
    });
  });

  it("leave no due time while the ticket waits, and say so", () => {
    const events = [status("2026-03-03T10:00:00-08:00", "waiting_customer")];
    const sla = clock({ openedAt: repairOpened, type: "repair", events }, "2026-03-05T10:00:00-08:00");
    expect(sla).toMatchObject({
      responseDueAt: null,
      resolutionDueAt: null,
      response: "paused",
      resolution: "paused",
      pausedIntervals: [{ waitingOn: "customer", from: "2026-03-03T18:00:00.000Z", to: null }],
      badge: "onTime",
    });
  });

  it("count only the business time of a wait over a weekend", () => {
    // Waiting on parts from Friday 16:00 to Monday 10:00: 1 hour on Friday and 2 on Monday.
    const events = [
      contact("2026-02-20T11:00:00-08:00"),
      status("2026-02-20T16:00:00-08:00", "waiting_parts"),
      status("2026-02-23T10:00:00-08:00", "in_progress"),
    ];
    const sla = clock({ openedAt: "2026-02-20T09:00:00-08:00", type: "repair", events }, "2026-02-23T11:00:00-08:00");
    expect(sla).toMatchObject({
      respondedAt: "2026-02-20T19:00:00.000Z",
      response: "met",
      responseDueAt: "2026-02-20T21:00:00.000Z", // Friday 13:00, as it stood when answered
      resolutionDueAt: "2026-02-23T20:00:00.000Z", // Monday 12:00: Monday 09:00 plus the 3 hours waited
      resolution: "running",
    });
  });

  it("count every hour of a wait over a weekend against an around-the-clock target", () => {
    // A rescue opened Monday 10:00 waits on the customer from Friday 17:00 to Monday 09:00: 64 hours.
    const events = [
      contact("2026-02-16T10:30:00-08:00"),
      status("2026-02-20T17:00:00-08:00", "waiting_customer"),
      status("2026-02-23T09:00:00-08:00", "scheduled"),
    ];
    const sla = clock(
      { openedAt: "2026-02-16T10:00:00-08:00", type: "orphaned_system_rescue", events },
      "2026-02-23T10:00:00-08:00",
    );
    expect(sla.resolutionDueAt).toBe("2026-02-26T10:00:00.000Z"); // Thursday 02:00: Monday 10:00 plus 64 hours
  });

  it("keep a breach a breach when the ticket waits after it", () => {
    // Urgent: response due 11:00; nobody answered, and the ticket was put to wait at 11:30.
    const opened = { openedAt: repairOpened, type: "inspection" as const, priority: "urgent" as const };
    const waiting = [status("2026-03-03T11:30:00-08:00", "waiting_customer")];
    expect(clock({ ...opened, events: waiting }, "2026-03-03T14:00:00-08:00")).toMatchObject({
      response: "breached",
      responseDueAt: "2026-03-03T19:00:00.000Z",
      resolution: "paused",
      resolutionDueAt: null,
      badge: "breached",
    });
    const answeredLate = [
      ...waiting,
      status("2026-03-03T15:00:00-08:00", "in_progress"),
      contact("2026-03-03T15:10:00-08:00"),
    ];
    expect(clock({ ...opened, events: answeredLate }, "2026-03-03T15:30:00-08:00")).toMatchObject({
      response: "breached",
      responseDueAt: "2026-03-03T19:00:00.000Z",
      respondedAt: "2026-03-03T23:10:00.000Z",
      resolution: "running",
      badge: "breached",
    });
  });

  it("add up nested and repeated waits, each until the next status change", () => {
    // A warranty job (normal: fixed in 45 business hours, Friday 17:00) opened Monday 08:00.
    const events = [
      contact("2026-03-02T09:00:00-08:00"),
      status("2026-03-02T10:00:00-08:00", "waiting_customer"),
      status("2026-03-02T12:00:00-08:00", "waiting_parts"),
      status("2026-03-03T08:30:00-08:00", "scheduled"),
      status("2026-03-04T08:00:00-08:00", "in_progress"),
      status("2026-03-04T13:00:00-08:00", "waiting_parts"),
      status("2026-03-05T09:00:00-08:00", "in_progress"),
    ];
    const sla = clock({ openedAt: "2026-03-02T08:00:00-08:00", type: "warranty", events }, "2026-03-06T12:00:00-08:00");
    expect(sla.pausedIntervals).toEqual([
      { waitingOn: "customer", from: "2026-03-02T18:00:00.000Z", to: "2026-03-02T20:00:00.000Z" },
      { waitingOn: "parts", from: "2026-03-02T20:00:00.000Z", to: "2026-03-03T16:30:00.000Z" },
      { waitingOn: "parts", from: "2026-03-04T21:00:00.000Z", to: "2026-03-05T17:00:00.000Z" },
    ]);
    // 7.5 + 5 business hours waited push Friday 17:00 PST to Tuesday 11:30 PDT, past the March DST change.
    expect(sla.resolutionDueAt).toBe("2026-03-10T18:30:00.000Z");
    expect(sla).toMatchObject({ response: "met", resolution: "running", badge: "onTime" });
  });
});

describe("response", () => {
  const opened = { openedAt: "2026-03-03T09:00:00-08:00", type: "repair" as const };

  it("is answered by the first staff contact, not by the customer or the system, and answers nothing else", () => {
    const events = [
      contact("2026-03-03T09:30:00-08:00", "customer"),
      contact("2026-03-03T09:45:00-08:00", "system"),
      contact("2026-03-03T10:00:00-08:00", "staff"),
      contact("2026-03-03T10:15:00-08:00", "staff"),
    ];
    expect(clock({ ...opened, events: events.slice(0, 2) }, "2026-03-03T09:50:00-08:00")).toMatchObject({
      respondedAt: null,
      response: "running",
    });
    expect(clock({ ...opened, events }, "2026-03-03T10:30:00-08:00")).toMatchObject({
      respondedAt: "2026-03-03T18:00:00.000Z",
      response: "met",
      resolvedAt: null,
      resolution: "running",
      resolutionDueAt: "2026-03-04T17:00:00.000Z",
    });
  });

  it("is answered by a staff member resolving the ticket before any contact; closing later keeps the resolution", () => {
    const events = [status("2026-03-03T11:00:00-08:00", "resolved"), status("2026-03-04T11:00:00-08:00", "closed")];
    expect(clock({ ...opened, events }, "2026-03-04T12:00:00-08:00")).toMatchObject({
      respondedAt: "2026-03-03T19:00:00.000Z",
      resolvedAt: "2026-03-03T19:00:00.000Z",
      response: "met",
      resolution: "met",
      badge: "onTime",
    });
  });

  it("ends unanswered, unbreached, when the customer closes the ticket in time", () => {
    const events = [status("2026-03-03T10:00:00-08:00", "closed", "customer")];
    expect(clock({ ...opened, events }, "2026-03-03T16:00:00-08:00")).toMatchObject({
      respondedAt: null,
      response: "ended",
      resolvedAt: "2026-03-03T18:00:00.000Z",
      resolution: "met",
      badge: "onTime",
    });
  });

  it("is breached when the system resolves the ticket after the response was due and nobody answered", () => {
    const events = [status("2026-03-03T12:00:00-08:00", "resolved", "system")];
    expect(clock({ ...opened, priority: "urgent", events: events }, "2026-03-03T13:00:00-08:00")).toMatchObject({
      respondedAt: null,
      response: "breached",
      resolution: "met",
      badge: "breached",
    });
  });
});

describe("resolution", () => {
  const opened = { openedAt: "2026-03-03T09:00:00-08:00", type: "repair" as const }; // due Wednesday 09:00
  const resolvedTuesday = [contact("2026-03-03T09:30:00-08:00"), status("2026-03-03T11:00:00-08:00", "resolved")];

  it("is met when the ticket is resolved in time", () => {
    expect(clock({ ...opened, events: resolvedTuesday }, "2026-03-04T12:00:00-08:00")).toMatchObject({
      resolvedAt: "2026-03-03T19:00:00.000Z",
      resolution: "met",
      resolutionDueAt: "2026-03-04T17:00:00.000Z",
    });
  });

  it("runs on from the opening when the ticket is reopened, the time it sat resolved included", () => {
    const reopened = [...resolvedTuesday, status("2026-03-05T09:00:00-08:00", "in_progress", "customer")];
    expect(clock({ ...opened, events: reopened }, "2026-03-05T10:00:00-08:00")).toMatchObject({
      resolvedAt: null,
      resolution: "breached",
      resolutionDueAt: "2026-03-04T17:00:00.000Z",
      response: "met",
      badge: "breached",
    });
  });
});

describe("the badge", () => {
  // An emergency opened Saturday 22:00 PDT: its response is due at midnight; a quarter of 2 hours is 30 minutes.
  const emergency = { openedAt: "2026-03-14T22:00:00-07:00", type: "emergency" as const };

  it("is on time, then due soon with a quarter of the time left, then breached just after the due time", () => {
    expect(clock(emergency, "2026-03-14T23:29:59-07:00").badge).toBe("onTime");
    expect(clock(emergency, "2026-03-14T23:30:00-07:00").badge).toBe("dueSoon");
    expect(clock(emergency, "2026-03-15T00:00:00-07:00")).toMatchObject({ badge: "dueSoon", response: "running" });
    expect(clock(emergency, "2026-03-15T00:00:00.001-07:00")).toMatchObject({
      badge: "breached",
      response: "breached",
      responseDueAt: "2026-03-15T07:00:00.000Z",
    });
  });

  it("is due soon while a ticket with little time left waits, and its time does not run out meanwhile", () => {
    // Urgent: 2 business hours; put to wait at 10:40 with 20 minutes left.
    const opened = { openedAt: "2026-03-03T09:00:00-08:00", type: "inspection" as const, priority: "urgent" as const };
    const waiting = [status("2026-03-03T10:40:00-08:00", "waiting_parts")];
    expect(clock({ ...opened, events: waiting }, "2026-03-03T16:00:00-08:00")).toMatchObject({
      badge: "dueSoon",
      response: "paused",
      responseDueAt: null,
    });
    const resumed = [...waiting, status("2026-03-04T15:00:00-08:00", "in_progress")];
    expect(clock({ ...opened, events: resumed }, "2026-03-04T15:05:00-08:00")).toMatchObject({
      badge: "dueSoon",
      response: "running",
      responseDueAt: "2026-03-04T23:20:00.000Z", // Wednesday 15:20
    });
  });
});

describe("the targets", () => {
  it("never put a response after its resolution", () => {
    const openedAt = "2026-03-02T10:00:00-08:00";
    for (const type of ticketTypes) {
      for (const priority of ticketPriorities) {
        const sla = clock({ openedAt, type, priority }, openedAt);
        expect(sla.responseDueAt! <= sla.resolutionDueAt!, `${type} ${priority}`).toBe(true);
      }
    }
  });
});
