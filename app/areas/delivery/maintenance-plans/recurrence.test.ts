import { describe, expect, it } from "vitest";
import { officeCalendar } from "#app/content/office-calendar.ts";
import { planTemplateOf } from "#app/content/maintenance-plans.ts";
import {
  businessDayOnOrAfter,
  horizonOn,
  monthsAfter,
  scheduledVisits,
  termEndsOn,
  type PlanTerm,
} from "./recurrence.ts";

const template = (id: string) => planTemplateOf(id)!;

describe("monthsAfter: the anchor day, clamped to the month's end", () => {
  it("puts a plan started on the 31st on each month's last day, back on the 31st when the month has one", () => {
    const dates = Array.from({ length: 7 }, (_, months) => monthsAfter("2026-01-31", months, 31));
    expect(dates).toEqual([
      "2026-01-31",
      "2026-02-28",
      "2026-03-31",
      "2026-04-30",
      "2026-05-31",
      "2026-06-30",
      "2026-07-31",
    ]);
  });

  it("gives February its 29th in a leap year and its 28th otherwise", () => {
    expect(monthsAfter("2027-01-30", 1, 30)).toBe("2027-02-28");
    expect(monthsAfter("2028-01-30", 1, 30)).toBe("2028-02-29");
    expect(monthsAfter("2028-02-29", 12, 29)).toBe("2029-02-28");
    expect(monthsAfter("2028-02-29", 48, 29)).toBe("2032-02-29");
  });

  it("counts from a clamped date on the anchor day, never on the clamped day", () => {
    // A renewal starting on the clamped 28th of February keeps the 31st its first term was anchored on.
    expect(monthsAfter("2026-02-28", 1, 31)).toBe("2026-03-31");
    expect(monthsAfter("2026-11-30", 3, 31)).toBe("2027-02-28");
  });
});

describe("termEndsOn: a term ends the day before its anniversary", () => {
  it("ends a yearly plan a year less a day after its start", () => {
    expect(termEndsOn("2026-03-15", 12)).toBe("2027-03-14");
    expect(termEndsOn("2026-01-01", 12)).toBe("2026-12-31");
    expect(termEndsOn("2026-12-31", 12)).toBe("2027-12-30");
  });

  it("ends a three-year plan the day before its third anniversary", () => {
    expect(termEndsOn("2026-11-28", 36)).toBe("2029-11-27");
  });

  it("ends a plan started on February 29 the day before the clamped anniversary, so the renewal follows on", () => {
    expect(termEndsOn("2028-02-29", 12)).toBe("2029-02-27");
    // The renewal starts 2029-02-28 and, on the same anchor, ends the day before the next clamped anniversary.
    expect(termEndsOn("2029-02-28", 12, 29)).toBe("2030-02-27");
    expect(termEndsOn("2031-02-28", 12, 29)).toBe("2032-02-28");
  });
});

describe("businessDayOnOrAfter: the office's next open day", () => {
  it("keeps a weekday the office is open", () => {
    expect(businessDayOnOrAfter("2026-11-25", officeCalendar)).toBe("2026-11-25");
  });

  it("moves a Saturday or a Sunday to the Monday", () => {
    expect(businessDayOnOrAfter("2026-02-28", officeCalendar)).toBe("2026-03-02");
    expect(businessDayOnOrAfter("2026-03-01", officeCalendar)).toBe("2026-03-02");
  });

  it("moves Thanksgiving past the day after it and the weekend", () => {
    expect(businessDayOnOrAfter("2026-11-26", officeCalendar)).toBe("2026-11-30");
    expect(businessDayOnOrAfter("2026-11-27", officeCalendar)).toBe("2026-11-30");
  });

  it("moves a holiday observed on a Friday, and the weekend after, to the Monday", () => {
    // July 4, 2026 is a Saturday, observed Friday July 3.
    expect(businessDayOnOrAfter("2026-07-03", officeCalendar)).toBe("2026-07-06");
    // January 1, 2028 is a Saturday, observed Friday December 31, 2027.
    expect(businessDayOnOrAfter("2027-12-31", officeCalendar)).toBe("2028-01-03");
    expect(businessDayOnOrAfter("2026-12-25", officeCalendar)).toBe("2026-12-28");
  });
});

describe("scheduledVisits", () => {
  const care: PlanTerm = { startsOn: "2026-01-31", endsOn: "2029-01-30", anchorDay: 31 };

  it("generates the visits of the next 12 months only, on business days", () => {
    const visits = scheduledVisits(care, template("three-year-care"), "2027-01-31", officeCalendar);
    expect(visits.map(({ occurrence, scheduledOn, dueOn }) => ({ occurrence, scheduledOn, dueOn }))).toEqual([
      // February 28, 2026 is a Saturday.
      { occurrence: 0, scheduledOn: "2026-02-28", dueOn: "2026-03-02" },
      { occurrence: 1, scheduledOn: "2026-08-31", dueOn: "2026-08-31" },
    ]);
  });

  it("generates six visits over the whole three-year term, none after its last day", () => {
    const visits = scheduledVisits(care, template("three-year-care"), "2099-01-01", officeCalendar);
    expect(visits.map((visit) => visit.scheduledOn)).toEqual([
      "2026-02-28",
      "2026-08-31",
      "2027-02-28",
      "2027-08-31",
      "2028-02-29",
      "2028-08-31",
    ]);
  });

  it("gives the same visits however far ahead they were generated before", () => {
    const sooner = scheduledVisits(care, template("three-year-care"), "2027-01-31", officeCalendar);
    const later = scheduledVisits(care, template("three-year-care"), "2028-01-31", officeCalendar);
    expect(later.slice(0, sooner.length)).toEqual(sooner);
    expect(later).toHaveLength(4);
  });

  it("schedules each of a marina plan's visit kinds on its own rhythm, earliest first", () => {
    const marina: PlanTerm = { startsOn: "2026-04-15", endsOn: "2027-04-14", anchorDay: 15 };
    const visits = scheduledVisits(marina, template("marina-care"), "2027-04-15", officeCalendar);
    expect(visits.map(({ visitKey, dueOn }) => `${dueOn} ${visitKey}`)).toEqual([
      "2026-05-15 corrosion-inspection",
      "2026-06-15 panel-cleaning",
      "2026-07-15 annual-inspection",
      "2026-10-15 panel-cleaning",
      // November 15, 2026 is a Sunday.
      "2026-11-16 corrosion-inspection",
      // February 15, 2027 is a Monday.
      "2027-02-15 panel-cleaning",
    ]);
  });
});

describe("horizonOn", () => {
  it("reaches 12 months past today for a plan already running", () => {
    expect(horizonOn("2026-01-31", "2026-11-28")).toBe("2027-11-28");
  });

  it("reaches 12 months past the start of a plan that starts later", () => {
    expect(horizonOn("2027-01-31", "2026-11-28")).toBe("2028-01-31");
  });
});
