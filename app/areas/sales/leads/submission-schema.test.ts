import { describe, expect, it } from "vitest";
import { isSpamOnArrival, spamSignalsOf } from "./submission-schema.ts";

const now = 1_700_000_000_000;

describe("spamSignalsOf", () => {
  it("finds nothing in a person's fill: empty honeypot, opened 3 s ago or more", () => {
    expect(spamSignalsOf({ website: "", startedAt: now - 3_000 }, now)).toEqual([]);
    expect(spamSignalsOf({ startedAt: now - 60_000 }, now)).toEqual([]);
  });

  it("names a filled honeypot, a fill under 3 s and a missing or unreadable start time", () => {
    expect(spamSignalsOf({ website: "http://x", startedAt: now - 60_000 }, now)).toEqual(["honeypot"]);
    expect(spamSignalsOf({ website: "", startedAt: now - 2_999 }, now)).toEqual(["fast_fill"]);
    expect(spamSignalsOf({ website: "" }, now)).toEqual(["missing_start_time"]);
    expect(spamSignalsOf({ startedAt: "1700000000000" }, now)).toEqual(["missing_start_time"]);
    expect(spamSignalsOf({ website: "x", startedAt: now - 10 }, now)).toEqual(["honeypot", "fast_fill"]);
  });

  it("gives no signal for a start time in the future: the visitor's clock runs ahead", () => {
    expect(spamSignalsOf({ startedAt: now + 120_000 }, now)).toEqual([]);
  });
});

describe("isSpamOnArrival", () => {
  it("is the honeypot alone: a missing start time or a fast fill only make a lead possible spam", () => {
    expect(isSpamOnArrival(["honeypot"])).toBe(true);
    expect(isSpamOnArrival(["honeypot", "fast_fill"])).toBe(true);
    expect(isSpamOnArrival(["missing_start_time"])).toBe(false);
    expect(isSpamOnArrival(["fast_fill"])).toBe(false);
    expect(isSpamOnArrival([])).toBe(false);
  });
});
