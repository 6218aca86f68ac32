import { describe, expect, it } from "vitest";
import { noDataFinding, underproductionFinding, zeroProductionFinding, type SystemDays } from "./alert-rules.ts";
import { addDays } from "./calendar-days.ts";

const today = "2026-10-20";

/** `kwh` on each of the `days` days before today (1 = yesterday). */
function readings(days: number, kwh: (back: number) => number | undefined) {
  const map = new Map<string, number>();
  for (let back = 1; back <= days; back++) {
    const value = kwh(back);
    if (value !== undefined) map.set(addDays(today, -back), value);
  }
  return map;
}

const base: SystemDays = {
  today,
  installedOn: "2025-01-01",
  readings: readings(30, () => 30),
  shutoffDays: new Set(),
  expectedOn: () => 30,
  neighbours: { reported: 5, producing: 5 },
};

describe("no data for 72 hours", () => {
  it("is a fault after three whole days without a reading from a system that reported before", () => {
    const silent = { ...base, readings: readings(30, (back) => (back > 3 ? 30 : undefined)) };
    expect(noDataFinding(silent)).toMatchObject({ state: "fault" });
    expect(noDataFinding(silent).detail).toContain("since October 16, 2026");
  });

  it("is clear with a reading on one of the three days, however small", () => {
    const once = { ...base, readings: readings(30, (back) => (back === 2 ? 0 : back > 3 ? 30 : undefined)) };
    expect(noDataFinding(once).state).toBe("clear");
  });

  it("leaves shutoff days out and says so: two silent days of PSPS do not count", () => {
    const psps = {
      ...base,
      readings: readings(30, (back) => (back > 2 ? 30 : undefined)),
      shutoffDays: new Set([addDays(today, -1), addDays(today, -2)]),
    };
    expect(noDataFinding(psps).state).toBe("clear");
    expect(noDataFinding(psps).detail).toContain(
      "Utility shutoff (PSPS) days left out: October 19, 2026, October 18, 2026",
    );
  });

  it("does not judge a system that never reported, nor one installed two days ago", () => {
    expect(noDataFinding({ ...base, readings: new Map() }).state).toBe("unknown");
    expect(noDataFinding({ ...base, installedOn: addDays(today, -2), readings: new Map() }).state).toBe("unknown");
  });
});

describe("zero production on a sunny day", () => {
  const zeroYesterday = readings(30, (back) => (back === 1 ? 0 : 30));

  it("is a fault when neighbours in town produced", () => {
    const finding = zeroProductionFinding({ ...base, readings: zeroYesterday });
    expect(finding).toMatchObject({ state: "fault" });
    expect(finding.detail).toContain("5 of 5 systems in the same town produced");
  });

  it("proves nothing on a dull day, with one neighbour, or on a shutoff day", () => {
    expect(
      zeroProductionFinding({ ...base, readings: zeroYesterday, neighbours: { reported: 4, producing: 1 } }).state,
    ).toBe("unknown");
    expect(
      zeroProductionFinding({ ...base, readings: zeroYesterday, neighbours: { reported: 1, producing: 1 } }).state,
    ).toBe("unknown");
    const psps = zeroProductionFinding({
      ...base,
      readings: zeroYesterday,
      shutoffDays: new Set([addDays(today, -1)]),
    });
    expect(psps).toMatchObject({
      state: "unknown",
      detail: "October 19, 2026 was a utility shutoff (PSPS) day: not judged.",
    });
  });

  it("tells a missing reading (lost contact) from a zero", () => {
    expect(
      zeroProductionFinding({ ...base, readings: readings(30, (back) => (back === 1 ? undefined : 30)) }).state,
    ).toBe("unknown");
  });

  it("is clear once the system produces", () => {
    expect(zeroProductionFinding(base).state).toBe("clear");
  });
});

describe("under 70% of expected over 14 days", () => {
  it("is a fault at 69% and clear at 70%", () => {
    expect(underproductionFinding({ ...base, readings: readings(30, () => 20.7) }).state).toBe("fault");
    expect(underproductionFinding({ ...base, readings: readings(30, () => 21) }).state).toBe("clear");
  });

  it("compares only the days with data and not shutoff days", () => {
    // Seven good days and seven missing: 100% of what the seven days expected.
    const gappy = readings(30, (back) => (back % 2 === 0 ? 30 : undefined));
    expect(underproductionFinding({ ...base, readings: gappy })).toMatchObject({ state: "clear" });
    // Four shutoff days at 0 kWh are left out, and named.
    const shutoff = new Set([1, 2, 3, 4].map((back) => addDays(today, -back)));
    const dark = readings(30, (back) => (back <= 4 ? 0 : 30));
    const finding = underproductionFinding({ ...base, readings: dark, shutoffDays: shutoff });
    expect(finding.state).toBe("clear");
    expect(finding.detail).toContain("Utility shutoff (PSPS) days left out");
  });

  it("does not judge on fewer than seven days of data, or without an estimate", () => {
    expect(underproductionFinding({ ...base, readings: readings(6, () => 1) }).state).toBe("unknown");
    expect(underproductionFinding({ ...base, expectedOn: null }).state).toBe("unknown");
  });
});
