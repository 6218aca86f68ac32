import { asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { raceTest } from "#tests/support/race-test.ts";
import { customerOfAccount, insertSite } from "#tests/support/service-tickets.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { createTestUser } from "#tests/support/users.ts";
import { installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets, ticketEvents } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { addDays } from "./calendar-days.ts";
import { runDailyCheck } from "./daily-check.server.ts";
import { productionAlerts, productionReadings, shutoffDays, systemMonitoring } from "./tables.server.ts";

/** Issue 29 §3: the daily check opens one ticket per fault, notes it on later days, and resolves it on recovery. */
let testApp: TestApp;
const systems: Record<"silent" | "dead" | "weak" | "good1" | "good2", string> = {
  silent: "",
  dead: "",
  weak: "",
  good1: "",
  good2: "",
};
const day0 = "2026-10-20";
/** Noon at the office on a day: the check's "now". */
const noonOf = (day: string) => new Date(`${day}T19:00:00Z`);

async function addReadings(systemId: string, from: string, to: string, kwh: number) {
  const rows = [];
  for (let day = from; day <= to; day = addDays(day, 1)) rows.push({ systemId, day, kwh, source: "manual" as const });
  await testApp.services.db.insert(productionReadings).values(rows).onConflictDoNothing();
}

async function ticketsOf(systemId: string) {
  return testApp.services.db
    .select({
      id: serviceTickets.id,
      status: serviceTickets.status,
      type: serviceTickets.type,
      origin: serviceTickets.origin,
      description: serviceTickets.description,
    })
    .from(serviceTickets)
    .where(eq(serviceTickets.systemId, systemId))
    .orderBy(asc(serviceTickets.createdAt));
}

async function notesOf(ticketId: string) {
  const events = await testApp.services.db
    .select({ kind: ticketEvents.kind, note: ticketEvents.note, status: ticketEvents.status })
    .from(ticketEvents)
    .where(eq(ticketEvents.ticketId, ticketId))
    .orderBy(asc(ticketEvents.seq));
  return events;
}

beforeAll(async () => {
  testApp = await createTestApp();
  const client = await createTestUser(testApp, { emailVerified: true });
  const siteId = await insertSite(testApp, await customerOfAccount(testApp, client));
  for (const name of Object.keys(systems) as (keyof typeof systems)[]) {
    const [row] = await testApp.services.db
      .insert(installedSystems)
      .values({ siteId, kind: "solar", kwDc: 5, installedOn: "2025-01-01", installer: "us" })
      .returning({ id: installedSystems.id });
    systems[name] = row!.id;
  }
  // A 5 kW south roof expects about 18 kWh a day in October; the good ones make 25.
  const start = addDays(day0, -30);
  const yesterday = addDays(day0, -1);
  await addReadings(systems.silent, start, addDays(day0, -4), 25);
  await addReadings(systems.dead, start, addDays(day0, -2), 25);
  await addReadings(systems.dead, yesterday, yesterday, 0);
  await addReadings(systems.weak, start, yesterday, 8);
  await addReadings(systems.good1, start, yesterday, 25);
  await addReadings(systems.good2, start, yesterday, 25);
}, 60_000);
afterAll(() => testApp.close());

describe("the daily production check", () => {
  it("opens one ticket for each fault: lost contact, zero on a sunny day, under 70%", async () => {
    expect(await runDailyCheck(testApp.services, noonOf(day0))).toBe(5);
    const [silent] = await ticketsOf(systems.silent);
    expect(silent).toMatchObject({ status: "new", type: "repair", origin: "monitoring" });
    expect(silent!.description).toContain("No production data since October 16, 2026");
    const [dead] = await ticketsOf(systems.dead);
    expect(dead!.description).toContain(
      "0 kWh on October 19, 2026, a sunny day: 3 of 3 systems in the same town produced",
    );
    const [weak] = await ticketsOf(systems.weak);
    expect(weak).toMatchObject({ type: "inspection" });
    expect(weak!.description).toMatch(/^Under 70% of expected production over 14 days\. 4\d% of expected/);
    expect(await ticketsOf(systems.good1)).toEqual([]);
  });

  it("checks each system once a day, however often it runs", async () => {
    expect(await runDailyCheck(testApp.services, noonOf(day0))).toBe(0);
  });

  it("notes a fault still there on its ticket the next day instead of opening another", async () => {
    const day1 = addDays(day0, 1);
    await addReadings(systems.dead, day0, day0, 0);
    for (const name of ["weak", "good1", "good2"] as const)
      await addReadings(systems[name], day0, day0, name === "weak" ? 8 : 25);
    expect(await runDailyCheck(testApp.services, noonOf(day1))).toBe(5);
    for (const name of ["silent", "dead", "weak"] as const) {
      const tickets = await ticketsOf(systems[name]);
      expect(tickets).toHaveLength(1);
      expect((await notesOf(tickets[0]!.id)).filter((event) => event.kind === "note")).toHaveLength(1);
    }
    const open = await testApp.services.db.select().from(productionAlerts).where(isNull(productionAlerts.resolvedOn));
    expect(open.map((alert) => alert.lastSeenOn)).toEqual([day1, day1, day1]);
  });

  it("resolves the ticket with a note when the system recovers", async () => {
    const day1 = addDays(day0, 1);
    const day2 = addDays(day0, 2);
    await addReadings(systems.silent, day1, day1, 24);
    await addReadings(systems.dead, day1, day1, 22);
    expect(await runDailyCheck(testApp.services, noonOf(day2))).toBe(5);
    const [silent] = await ticketsOf(systems.silent);
    expect(silent!.status).toBe("resolved");
    expect((await notesOf(silent!.id)).slice(-2)).toEqual([
      { kind: "note", note: "Recovered: Reporting again.", status: null },
      { kind: "status", note: null, status: "resolved" },
    ]);
    const [dead] = await ticketsOf(systems.dead);
    expect(dead!.status).toBe("resolved");
    const alerts = await testApp.services.db
      .select({ kind: productionAlerts.kind, resolvedOn: productionAlerts.resolvedOn })
      .from(productionAlerts)
      .where(eq(productionAlerts.systemId, systems.silent));
    expect(alerts).toEqual([{ kind: "no-data", resolvedOn: day2 }]);
  });

  it("leaves a muted system alone until the mute ends, and a shutoff day out", async () => {
    const day3 = addDays(day0, 3);
    const [weak] = await ticketsOf(systems.weak);
    const notesBefore = (await notesOf(weak!.id)).length;
    await testApp.services.db
      .update(systemMonitoring)
      .set({ mutedUntil: day3, muteReason: "Panels off for a re-roof" })
      .where(eq(systemMonitoring.systemId, systems.weak));
    // good2 makes nothing on a PSPS day while its neighbours produce: left out, so no fault.
    await testApp.services.db.insert(shutoffDays).values({ day: addDays(day0, 2), city: "Redding", note: "PG&E PSPS" });
    await addReadings(systems.good1, addDays(day0, 1), addDays(day0, 2), 25);
    await addReadings(systems.weak, addDays(day0, 1), addDays(day0, 2), 8);
    await addReadings(systems.good2, addDays(day0, 1), addDays(day0, 1), 25);
    await addReadings(systems.good2, addDays(day0, 2), addDays(day0, 2), 0);
    expect(await runDailyCheck(testApp.services, noonOf(day3))).toBe(5);
    expect(await ticketsOf(systems.good2)).toEqual([]);
    // The muted system's open ticket got no note today.
    expect(await notesOf(weak!.id)).toHaveLength(notesBefore);
  });

  raceTest("two instances at once check each system once and open one ticket per fault", async () => {
    const day4 = addDays(day0, 4);
    const before = await testApp.services.db.select({ id: serviceTickets.id }).from(serviceTickets);
    const [a, b] = await Promise.all([
      runDailyCheck(testApp.services, noonOf(day4)),
      runDailyCheck(testApp.services, noonOf(day4)),
    ]);
    expect(a + b).toBe(5);
    const open = await testApp.services.db
      .select({ systemId: productionAlerts.systemId, kind: productionAlerts.kind, openedOn: productionAlerts.openedOn })
      .from(productionAlerts)
      .where(isNull(productionAlerts.resolvedOn));
    // At most one open alert per system and kind, and a ticket for each opened today, not one per instance.
    expect(new Set(open.map((alert) => `${alert.systemId} ${alert.kind}`)).size).toBe(open.length);
    const after = await testApp.services.db.select({ id: serviceTickets.id }).from(serviceTickets);
    expect(after.length - before.length).toBe(open.filter((alert) => alert.openedOn === day4).length);
  });
});
