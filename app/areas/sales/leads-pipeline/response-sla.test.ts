import { describe, expect, it } from "vitest";
import { leadResponsePolicy, overdueBefore, responseDeadline, responseSla, type SlaSubject } from "./response-sla.ts";

const deadline = (createdAt: string) => responseDeadline(new Date(createdAt))?.toISOString();
const lead = (createdAt: string, extra: Partial<SlaSubject> = {}): SlaSubject => ({
  createdAt: new Date(createdAt),
  firstContactedAt: null,
  status: "new",
  isSpam: false,
  ...extra,
});

describe("the lead-response policy", () => {
  it("is the site's 24-hour promise in office hours, Pacific time", () => {
    expect(leadResponsePolicy.promiseHours).toBe(24);
    expect(leadResponsePolicy.calendar.timeZone).toBe("America/Los_Angeles");
    expect(leadResponsePolicy.calendar.hours).toHaveLength(5);
  });
});

describe("responseDeadline", () => {
  it("is 24 hours later for a request made during office hours", () => {
    expect(deadline("2025-03-03T10:00:00-08:00")).toBe("2025-03-04T18:00:00.000Z");
    expect(deadline("2025-03-06T16:30:00-08:00")).toBe("2025-03-08T00:30:00.000Z");
  });

  it("starts the clock at the next opening for an after-hours request", () => {
    expect(deadline("2025-03-03T18:00:00-08:00")).toBe("2025-03-05T16:00:00.000Z");
    expect(deadline("2025-03-01T12:00:00-08:00")).toBe("2025-03-04T16:00:00.000Z");
  });

  it("moves a deadline that falls outside office hours to the next opening", () => {
    expect(deadline("2025-02-28T10:00:00-08:00")).toBe("2025-03-03T16:00:00.000Z");
    expect(deadline("2025-03-04T16:59:00-08:00")).toBe("2025-03-06T00:59:00.000Z");
  });

  it("counts from the next opening after the office's holidays", () => {
    // Wednesday before Thanksgiving 2026, 18:00: closed Thursday and Friday, then the weekend.
    expect(deadline("2026-11-25T18:00:00-08:00")).toBe("2026-12-01T16:00:00.000Z");
    // Sent on Christmas Day 2026, a Friday: the clock starts Monday 08:00.
    expect(deadline("2026-12-25T10:00:00-08:00")).toBe("2026-12-29T16:00:00.000Z");
  });

  it("opens at 08:00 local time after a DST change", () => {
    // Friday before the spring change: due Monday 08:00 PDT, which is 15:00 UTC.
    expect(deadline("2025-03-07T10:00:00-08:00")).toBe("2025-03-10T15:00:00.000Z");
    // Sunday night after it: the clock starts Monday 08:00 PDT.
    expect(deadline("2025-03-09T23:00:00-07:00")).toBe("2025-03-11T15:00:00.000Z");
    // Friday before the autumn change: due Monday 08:00 PST, which is 16:00 UTC.
    expect(deadline("2025-10-31T12:00:00-07:00")).toBe("2025-11-03T16:00:00.000Z");
  });
});

describe("overdueBefore", () => {
  it("is the creation time whose deadline is now", () => {
    expect(overdueBefore(new Date("2025-03-04T10:00:00-08:00"))?.toISOString()).toBe("2025-03-03T18:00:00.000Z");
  });

  it("covers a whole Friday afternoon once Monday opens", () => {
    // Everything sent before Friday's closing was due by Monday 08:00 PDT.
    expect(overdueBefore(new Date("2025-03-10T08:00:00.001-07:00"))?.toISOString()).toBe("2025-03-08T01:00:00.000Z");
  });

  it("agrees with each lead's own state", () => {
    const now = new Date("2025-03-11T09:30:00-07:00");
    const cutoff = overdueBefore(now)!.getTime();
    const start = new Date("2025-03-01T00:00:00-08:00").getTime();
    for (let step = 0; step < 400; step++) {
      const createdAt = new Date(start + step * 37 * 60 * 1000 + step * 7919);
      const state = responseSla({ createdAt, firstContactedAt: null, status: "new", isSpam: false }, now)?.state;
      expect(state === "overdue", createdAt.toISOString()).toBe(createdAt.getTime() < cutoff);
    }
  });
});

describe("responseSla", () => {
  const now = new Date("2025-03-03T15:00:00-08:00");

  it("is due with the business hours left until the deadline", () => {
    const sla = responseSla(lead("2025-03-03T10:00:00-08:00"), now);
    expect(sla).toMatchObject({ state: "due", businessHours: 4 });
  });

  it("is overdue with the business hours since the deadline", () => {
    const sla = responseSla(lead("2025-02-27T09:00:00-08:00"), now);
    expect(sla).toMatchObject({ state: "overdue", businessHours: 8 + 7 });
  });

  it("is met or missed once the lead was contacted", () => {
    const contactedAt = new Date("2025-03-04T09:00:00-08:00");
    expect(
      responseSla(lead("2025-03-03T10:00:00-08:00", { firstContactedAt: contactedAt, status: "contacted" }), now),
    ).toMatchObject({ state: "met" });
    expect(
      responseSla(lead("2025-02-27T09:00:00-08:00", { firstContactedAt: contactedAt, status: "won" }), now),
    ).toMatchObject({ state: "missed", businessHours: 8 + 9 + 1 });
  });

  it("has nothing to keep for spam or a lead closed without contact", () => {
    expect(responseSla(lead("2025-03-03T10:00:00-08:00", { isSpam: true }), now)).toBeNull();
    expect(responseSla(lead("2025-03-03T10:00:00-08:00", { status: "lost" }), now)).toBeNull();
  });
});
