import { describe, expect, it } from "vitest";
import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { averagePriceCents, billYear, splitMonth } from "./energy-year.ts";

const reu = utilityTariffs.reu;
const pge = utilityTariffs.pge;
const twelve = <T>(value: T) => Array.from({ length: 12 }, () => value);

describe("splitMonth", () => {
  it("covers the daytime share first and exports the rest when there is no battery", () => {
    const month = splitMonth(1000, 600, 0, 0);
    expect(month.selfConsumedKwh).toBe(400);
    expect(month.exportedKwh).toBe(200);
    expect(month.importedKwh).toBe(600);
  });

  it("exports nothing when production stays under daytime use (zero export)", () => {
    const month = splitMonth(1000, 300, 0, 0);
    expect(month).toMatchObject({ selfConsumedKwh: 300, exportedKwh: 0, importedKwh: 700 });
  });

  it("stores only the surplus when the battery is larger than it", () => {
    const month = splitMonth(1000, 450, 20, 0);
    expect(month.exportedKwh).toBe(0);
    expect(month.batteryDeliveredKwh).toBeCloseTo(50 * 0.9, 10);
    expect(month.importedKwh).toBeCloseTo(1000 - 400 - 45, 10);
  });

  it("caps the battery at one cycle a day and at the evening's use", () => {
    const small = splitMonth(3000, 3000, 5, 1); // February: 28 cycles of 5 kWh
    expect(small.batteryDeliveredKwh).toBeCloseTo(28 * 5 * 0.9, 10);
    const hungry = splitMonth(100, 2000, 60, 0); // 60 kWh evening use needs 66.7 kWh stored
    expect(hungry.batteryDeliveredKwh).toBeCloseTo(60, 10);
    expect(hungry.importedKwh).toBeCloseTo(0, 10);
  });

  it("keeps every kWh: production = self-consumed + stored + exported, use = covered + imported", () => {
    const month = splitMonth(900, 1400, 10, 6);
    const stored = month.batteryDeliveredKwh / 0.9;
    expect(month.selfConsumedKwh + stored + month.exportedKwh).toBeCloseTo(1400, 9);
    expect(month.selfConsumedKwh + month.batteryDeliveredKwh + month.importedKwh).toBeCloseTo(900, 9);
  });

  it("gives nothing to split when the roof is fully shaded", () => {
    expect(splitMonth(800, 0, 10, 3)).toMatchObject({ selfConsumedKwh: 0, exportedKwh: 0, importedKwh: 800 });
  });
});

describe("billYear", () => {
  it("values solar used at home at the energy price and exports at the export credit (flat rate)", () => {
    const months = twelve(splitMonth(1000, 600, 0, 0));
    const bill = billYear(reu, months, 1);
    expect(bill.billBeforeCents).toBe(12 * (1000 * 17 + 1300));
    expect(bill.savingsCents).toBe(Math.round(12 * (400 * 17 + 200 * 6.08)));
    expect(bill.billAfterCents).toBe(bill.billBeforeCents - bill.savingsCents);
  });

  it("saves nothing on a zero bill: export credit cannot pay fixed charges", () => {
    const months = twelve(splitMonth(0, 500, 0, 0));
    const bill = billYear(reu, months, 1);
    expect(bill.savingsCents).toBe(0);
    expect(bill.billAfterCents).toBe(12 * 1300);
  });

  it("loses a month's leftover credit under monthly netting but keeps it to the true-up under PG&E's NBT", () => {
    const summerSurplus = (month: number) => splitMonth(500, month >= 5 && month <= 8 ? 3000 : 100, 0, month);
    const months = Array.from({ length: 12 }, (_, m) => summerSurplus(m));
    const monthly = billYear({ ...pge, creditPeriod: "month" }, months, 1);
    const yearly = billYear(pge, months, 1);
    expect(yearly.exportCreditUsedCents).toBeGreaterThan(monthly.exportCreditUsedCents);
    const energyBefore = months.reduce((t, m, i) => t + m.usageKwh * averagePriceCents(pge, i), 0);
    expect(yearly.savingsCents).toBeLessThanOrEqual(Math.round(energyBefore));
  });

  it("values PG&E battery energy at the peak price up to the home's peak-hour use", () => {
    const withBattery = twelve(splitMonth(1000, 1000, 13.5, 0));
    const bill = billYear(pge, withBattery, 1);
    const noBattery = billYear(pge, twelve(splitMonth(1000, 1000, 0, 0)), 1);
    expect(bill.savingsCents).toBeGreaterThan(noBattery.savingsCents);
  });

  it("escalates import prices and fixed charges, not export credits", () => {
    const months = twelve(splitMonth(1000, 600, 0, 0));
    const later = billYear(reu, months, 1.1);
    expect(later.savingsCents).toBe(Math.round(12 * (400 * 17 * 1.1 + 200 * 6.08)));
    expect(later.billBeforeCents).toBe(Math.round(12 * (1000 * 17 + 1300) * 1.1));
  });
});
