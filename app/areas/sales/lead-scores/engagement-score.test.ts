import { describe, expect, it } from "vitest";
import { engagementScoreOf, type EngagementEvent } from "./engagement-score.ts";

const now = new Date("2026-11-28T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe("the engagement score", () => {
  it("counts each thing the customer did at its weight on the day", () => {
    const events: EngagementEvent[] = [
      { kind: "request", at: now },
      { kind: "calculator", at: now },
      { kind: "booking", at: now },
    ];
    expect(engagementScoreOf(events, now)).toBe(55);
    expect(engagementScoreOf([{ kind: "order", at: now }], now)).toBe(30);
    expect(engagementScoreOf([{ kind: "reply", at: now }], now)).toBe(15);
    expect(engagementScoreOf([{ kind: "portal", at: now }], now)).toBe(10);
    expect(engagementScoreOf([], now)).toBe(0);
  });

  it("fades an event's points in a straight line to nothing over 30 days", () => {
    const booking = (days: number) => engagementScoreOf([{ kind: "booking", at: daysAgo(days) }], now);
    expect(booking(0)).toBe(25);
    expect(booking(6)).toBe(20);
    expect(booking(15)).toBe(13);
    expect(booking(24)).toBe(5);
    expect(booking(30)).toBe(0);
    expect(booking(90)).toBe(0);
  });

  it("is the same events scored later: a booking a week old at a fixed clock", () => {
    const events: EngagementEvent[] = [
      { kind: "booking", at: daysAgo(7) },
      { kind: "order", at: daysAgo(1) },
    ];
    // 25 × 23/30 + 30 × 29/30 = 19.17 + 29 = 48.17.
    expect(engagementScoreOf(events, now)).toBe(48);
    expect(engagementScoreOf(events, new Date(now.getTime() + 29 * 24 * 60 * 60 * 1000))).toBe(0);
  });

  it("is capped at 100", () => {
    const busy: EngagementEvent[] = ["order", "order", "booking", "calculator", "reply"].map((kind) => ({
      kind: kind as EngagementEvent["kind"],
      at: now,
    }));
    expect(engagementScoreOf(busy, now)).toBe(100);
  });
});
