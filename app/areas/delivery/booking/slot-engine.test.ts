import { describe, expect, it } from "vitest";
import { company } from "#app/content/company.ts";
import { daySlots, type BookingRules, type Occupancy, type SlotType } from "./slot-engine.ts";

const rules: BookingRules = {
  timeZone: "America/Los_Angeles",
  hours: company.fieldServiceHours,
  slotIntervalMinutes: 15,
  crews: 1,
};
// A long horizon, so each case picks its date freely; the horizon has its own case.
const hour: SlotType = { durationMinutes: 60, bufferAfterMinutes: 15, minimumNoticeHours: 24, horizonDays: 365 };
const free: Occupancy = { appointments: [], blocks: [], closedDates: new Set() };
const at = (iso: string) => new Date(iso);
const starts = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());
const longAgo = at("2026-02-01T12:00:00Z");

describe("opening hours from the company content", () => {
  it("offers weekday slots from 08:00 to the last start that ends by 18:00, every 15 minutes", () => {
    const slots = daySlots(rules, hour, "2026-03-02", longAgo, free);
    expect(slots).toHaveLength(37);
    expect(slots[0]!.start.toISOString()).toBe("2026-03-02T16:00:00.000Z"); // 08:00 PST
    expect(slots.at(-1)!.start.toISOString()).toBe("2026-03-03T01:00:00.000Z"); // 17:00 PST, the next UTC day
    expect(slots[0]!.end.getTime() - slots[0]!.start.getTime()).toBe(60 * 60_000);
  });

  it("closes on Sundays and uses the Saturday hours", () => {
    expect(daySlots(rules, hour, "2026-03-01", longAgo, free)).toEqual([]);
    const saturday = daySlots(rules, hour, "2026-02-28", at("2026-02-01T12:00:00Z"), free);
    expect(saturday[0]!.start.toISOString()).toBe("2026-02-28T17:00:00.000Z"); // 09:00 PST
    expect(saturday.at(-1)!.start.toISOString()).toBe("2026-02-28T23:00:00.000Z"); // 15:00 PST
  });

  it("uses a longer type's duration and a wider interval", () => {
    const slots = daySlots(
      { ...rules, slotIntervalMinutes: 30 },
      { ...hour, durationMinutes: 90 },
      "2026-03-02",
      longAgo,
      free,
    );
    expect(slots).toHaveLength(18); // 08:00 ... 16:30
    expect(slots.at(-1)!.end.toISOString()).toBe("2026-03-03T02:00:00.000Z"); // 18:00 PST
  });
});

describe("daylight-saving changes", () => {
  it("keeps the local hours either side of the March change (second Sunday, 2026-03-08)", () => {
    expect(starts(daySlots(rules, hour, "2026-03-07", longAgo, free))[0]).toBe("2026-03-07T17:00:00.000Z"); // 09:00 PST
    const monday = daySlots(rules, hour, "2026-03-09", longAgo, free);
    expect(monday[0]!.start.toISOString()).toBe("2026-03-09T15:00:00.000Z"); // 08:00 PDT
    expect(monday.at(-1)!.start.toISOString()).toBe("2026-03-10T00:00:00.000Z"); // 17:00 PDT
  });

  it("keeps the local hours either side of the November change (first Sunday, 2026-11-01)", () => {
    const from = at("2026-10-01T12:00:00Z");
    expect(starts(daySlots(rules, hour, "2026-10-31", from, free))[0]).toBe("2026-10-31T16:00:00.000Z"); // 09:00 PDT
    const monday = daySlots(rules, hour, "2026-11-02", from, free);
    expect(monday[0]!.start.toISOString()).toBe("2026-11-02T16:00:00.000Z"); // 08:00 PST
    expect(monday.at(-1)!.start.toISOString()).toBe("2026-11-03T01:00:00.000Z"); // 17:00 PST
  });

  const night: BookingRules = { ...rules, hours: [{ day: "Sunday", opens: "00:00", closes: "06:00" }] };

  it("skips the hour the March change removes, with no start invented inside it", () => {
    const slots = daySlots(night, hour, "2026-03-08", longAgo, free);
    expect(slots).toHaveLength(17); // 5 real hours open
    const local = slots.map((slot) => formatLocal(slot.start));
    expect(local).toContain("01:45 PST");
    expect(local).toContain("03:00 PDT");
    expect(local.some((time) => time.startsWith("02:"))).toBe(false);
  });

  it("offers the hour the November change repeats twice, as two different instants", () => {
    const slots = daySlots(night, hour, "2026-11-01", at("2026-10-01T12:00:00Z"), free);
    expect(slots).toHaveLength(25); // 7 real hours open
    const local = slots.map((slot) => formatLocal(slot.start));
    expect(local).toContain("01:00 PDT");
    expect(local).toContain("01:00 PST");
    expect(new Set(starts(slots)).size).toBe(slots.length);
  });

  it("keeps afternoon and evening hours (after 13:00, past midnight UTC) on their local date across both changes", () => {
    const evening: BookingRules = {
      ...rules,
      hours: (["Saturday", "Sunday", "Monday"] as const).map((day) => ({ day, opens: "13:00", closes: "21:00" })),
    };
    for (const [date, first, last] of [
      ["2026-03-07", "2026-03-07T21:00:00.000Z", "2026-03-08T04:00:00.000Z"],
      ["2026-03-08", "2026-03-08T20:00:00.000Z", "2026-03-09T03:00:00.000Z"],
      ["2026-10-31", "2026-10-31T20:00:00.000Z", "2026-11-01T03:00:00.000Z"],
      ["2026-11-01", "2026-11-01T21:00:00.000Z", "2026-11-02T04:00:00.000Z"],
    ] as const) {
      const slots = daySlots(evening, hour, date, at("2026-02-20T12:00:00Z"), free);
      expect([date, slots[0]!.start.toISOString(), slots.at(-1)!.start.toISOString()]).toEqual([date, first, last]);
    }
  });
});

function formatLocal(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: "America/Los_Angeles",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "short",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.hour}:${parts.minute} ${parts.timeZoneName}`;
}

describe("minimum notice", () => {
  it("counts across midnight into the next day", () => {
    const now = at("2026-03-06T07:30:00Z"); // Thu 23:30 PST
    const slots = daySlots(rules, { ...hour, minimumNoticeHours: 10 }, "2026-03-06", now, free);
    expect(slots[0]!.start.toISOString()).toBe("2026-03-06T17:30:00.000Z"); // Fri 09:30 PST
  });

  it("counts real hours across the March change: 48 h from Saturday 08:30 PST is Monday 09:30 PDT", () => {
    const now = at("2026-03-07T16:30:00Z");
    const slots = daySlots(rules, { ...hour, minimumNoticeHours: 48 }, "2026-03-09", now, free);
    expect(slots[0]!.start.toISOString()).toBe("2026-03-09T16:30:00.000Z");
  });

  it("counts real hours across the November change: 48 h from Saturday 10:00 PDT is Monday 09:00 PST", () => {
    const now = at("2026-10-31T17:00:00Z");
    const slots = daySlots(rules, { ...hour, minimumNoticeHours: 48 }, "2026-11-02", now, free);
    expect(slots[0]!.start.toISOString()).toBe("2026-11-02T17:00:00.000Z");
  });

  it("leaves today without slots under the default 24 hours", () => {
    expect(daySlots(rules, hour, "2026-03-02", at("2026-03-02T16:00:00Z"), free)).toEqual([]);
  });
});

describe("horizon", () => {
  const now = at("2026-03-09T18:00:00Z"); // Mon 11:00 PDT
  const month = { ...hour, horizonDays: 30 };
  it("offers the last date of the horizon and nothing after it or in the past", () => {
    expect(daySlots(rules, month, "2026-04-08", now, free).length).toBeGreaterThan(0);
    expect(daySlots(rules, month, "2026-04-09", now, free)).toEqual([]);
    expect(daySlots(rules, month, "2026-03-06", now, free)).toEqual([]);
  });
});

describe("appointments, buffers, crews, blocks and holidays", () => {
  const taken = { start: at("2026-03-02T18:00:00Z"), end: at("2026-03-02T19:15:00Z"), crew: 1 }; // 10:00-11:15 PST with buffer
  const day = (occupancy: Partial<Occupancy>, crews = 1) =>
    starts(daySlots({ ...rules, crews }, hour, "2026-03-02", longAgo, { ...free, ...occupancy }));

  it("keeps the new appointment's buffer clear of a booked one and the booked one's buffer clear of it", () => {
    const slots = day({ appointments: [taken] });
    expect(slots).toContain("2026-03-02T16:45:00.000Z"); // 08:45, its buffer ends at 10:00
    expect(slots).not.toContain("2026-03-02T17:00:00.000Z"); // 09:00, its buffer runs into 10:00
    expect(slots).not.toContain("2026-03-02T19:00:00.000Z"); // 11:00, inside the booked buffer
    expect(slots).toContain("2026-03-02T19:15:00.000Z"); // 11:15
  });

  it("lets a second crew take an overlapping appointment, and no third", () => {
    expect(day({ appointments: [taken] }, 2)).toContain("2026-03-02T18:00:00.000Z");
    expect(day({ appointments: [taken, { ...taken, crew: 2 }] }, 2)).not.toContain("2026-03-02T18:00:00.000Z");
  });

  it("closes every crew in a blocked time", () => {
    const block = { start: at("2026-03-02T20:00:00Z"), end: at("2026-03-02T21:00:00Z") }; // 12:00-13:00
    const slots = day({ blocks: [block] }, 3);
    expect(slots).not.toContain("2026-03-02T20:00:00.000Z");
    expect(slots).not.toContain("2026-03-02T19:00:00.000Z"); // 11:00 + 60 min + buffer runs into it
    expect(slots).toContain("2026-03-02T18:45:00.000Z");
    expect(slots).toContain("2026-03-02T21:00:00.000Z");
  });

  it("has nothing on a holiday or closed day", () => {
    expect(day({ closedDates: new Set(["2026-03-02"]) })).toEqual([]);
  });
});
