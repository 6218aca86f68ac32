import { and, asc, between, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { installedSystems, sites } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { appendTicketEvents, openMonitoringTicket } from "#app/areas/delivery/service-tickets/index.server.ts";
import { finishedStatuses } from "#app/areas/delivery/service-tickets/index.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { findingsOf, LOOKBACK_DAYS, PRODUCING_KWH_PER_KW, type Finding } from "./alert-rules.ts";
import { addDays } from "./calendar-days.ts";
import { expectedDayKwh } from "./expected-production.ts";
import { alertKindLabels, type AlertKind } from "./production-values.ts";
import { productionSystemOf, productionSystemsQuery, type ProductionSystem } from "./system-basis.server.ts";
import { productionAlerts, productionReadings, shutoffDays, systemMonitoring } from "./tables.server.ts";

const BATCH = 200;

type Services = Pick<AppServices, "db" | "config" | "mailWorker">;

/** What each fault's ticket is: lost contact and a dead system are repairs, a weak one an inspection. */
const ticketOf: Record<AlertKind, { type: "repair" | "inspection"; priority: "high" | "normal" }> = {
  "no-data": { type: "repair", priority: "normal" },
  "zero-production": { type: "repair", priority: "high" },
  underperforming: { type: "inspection", priority: "normal" },
};

const townOf = (city: string | null) => city?.trim().toLowerCase() ?? "";

/** Each town's systems on `day`: how many reported, and how many made at least 1 kWh per kW. */
async function townsOn(db: Database, day: string) {
  const town = sql<string>`lower(trim(coalesce(${sites.city}, '')))`;
  const rows = await db
    .select({
      town,
      reported: sql<number>`count(*)::int`,
      producing: sql<number>`count(*) filter (where ${productionReadings.kwh} >= ${PRODUCING_KWH_PER_KW} * ${installedSystems.kwDc})::int`,
    })
    .from(productionReadings)
    .innerJoin(installedSystems, eq(installedSystems.id, productionReadings.systemId))
    .innerJoin(sites, eq(sites.id, installedSystems.siteId))
    .where(eq(productionReadings.day, day))
    .groupBy(town);
  return new Map(rows.map((row) => [row.town, row]));
}

/** The town's other systems: the system's own reading is taken out of its town's counts. */
function neighboursOf(
  towns: Awaited<ReturnType<typeof townsOn>>,
  system: ProductionSystem,
  own: number | undefined,
): { reported: number; producing: number } {
  const counts = towns.get(townOf(system.city));
  if (!system.city || !counts) return { reported: 0, producing: 0 };
  const ownProduced = own !== undefined && system.kwDc !== null && own >= PRODUCING_KWH_PER_KW * system.kwDc;
  return {
    reported: counts.reported - (own === undefined ? 0 : 1),
    producing: counts.producing - (ownProduced ? 1 : 0),
  };
}

/**
 * The daily check (issue 29 §3, decision 0195): every solar system once a day, however many instances run it. Each
 * run makes sure every system has its monitoring row, then claims them a batch at a time (rows not yet checked
 * today, FOR UPDATE SKIP LOCKED), judges each unmuted one by the rules and marks it checked in the same transaction.
 * Returns how many systems it checked.
 */
export async function runDailyCheck(services: Services, now = new Date()): Promise<number> {
  const { db } = services;
  const today = officeToday(now);
  await db.execute(
    sql`insert into ${systemMonitoring} (system_id) select ${installedSystems.id} from ${installedSystems} where ${installedSystems.kind} <> 'battery' on conflict do nothing`,
  );
  const towns = await townsOn(db, addDays(today, -1));
  let checked = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const batch = await tx
        .select({ id: systemMonitoring.systemId, mutedUntil: systemMonitoring.mutedUntil })
        .from(systemMonitoring)
        .where(or(isNull(systemMonitoring.checkedOn), lt(systemMonitoring.checkedOn, today)))
        .orderBy(asc(systemMonitoring.systemId))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (batch.length === 0) return 0;
      const ids = batch.map((row) => row.id);
      await checkBatch(
        tx,
        services,
        ids.filter((_, index) => !isMuted(batch[index]!.mutedUntil, today)),
        {
          today,
          towns,
          now,
        },
      );
      await tx.update(systemMonitoring).set({ checkedOn: today }).where(inArray(systemMonitoring.systemId, ids));
      return batch.length;
    });
    checked += claimed;
    if (claimed < BATCH) return checked;
  }
}

const isMuted = (mutedUntil: string | null, today: string) => mutedUntil !== null && mutedUntil >= today;

async function checkBatch(
  tx: Database,
  services: Services,
  ids: readonly string[],
  run: { today: string; towns: Awaited<ReturnType<typeof townsOn>>; now: Date },
) {
  if (ids.length === 0) return;
  const from = addDays(run.today, -LOOKBACK_DAYS);
  const yesterday = addDays(run.today, -1);
  // One after the other: the statements share the transaction's one connection.
  const systems = await productionSystemsQuery(tx).where(inArray(installedSystems.id, [...ids]));
  const readings = await tx
    .select({ systemId: productionReadings.systemId, day: productionReadings.day, kwh: productionReadings.kwh })
    .from(productionReadings)
    .where(and(inArray(productionReadings.systemId, [...ids]), between(productionReadings.day, from, yesterday)));
  const open = await tx
    .select({ alert: productionAlerts, ticketStatus: serviceTickets.status })
    .from(productionAlerts)
    .innerJoin(serviceTickets, eq(serviceTickets.id, productionAlerts.ticketId))
    .where(and(inArray(productionAlerts.systemId, [...ids]), isNull(productionAlerts.resolvedOn)));
  const cities = [...new Set(systems.map((system) => townOf(system.city)).filter(Boolean))];
  const shutoffs =
    cities.length === 0
      ? []
      : await tx
          .select({ day: shutoffDays.day, town: sql<string>`lower(trim(${shutoffDays.city}))` })
          .from(shutoffDays)
          .where(
            and(between(shutoffDays.day, from, yesterday), inArray(sql`lower(trim(${shutoffDays.city}))`, cities)),
          );
  const byDay = new Map<string, Map<string, number>>();
  for (const reading of readings) {
    const days = byDay.get(reading.systemId) ?? new Map<string, number>();
    days.set(reading.day, reading.kwh);
    byDay.set(reading.systemId, days);
  }
  for (const facts of systems) {
    const system = productionSystemOf(facts);
    const days = byDay.get(system.id) ?? new Map<string, number>();
    const basis = system.basis;
    const findings = findingsOf({
      today: run.today,
      installedOn: system.installedOn,
      readings: days,
      shutoffDays: new Set(shutoffs.filter((row) => row.town === townOf(system.city)).map((row) => row.day)),
      expectedOn: basis ? (day) => expectedDayKwh(basis, day) : null,
      neighbours: neighboursOf(run.towns, system, days.get(yesterday)),
    });
    const openOfSystem = open.filter((row) => row.alert.systemId === system.id);
    for (const finding of findings) {
      await applyFinding(
        tx,
        services,
        system.id,
        finding,
        openOfSystem.find((row) => row.alert.kind === finding.kind),
        run,
      );
    }
  }
}

/**
 * One rule's finding on one system: a new fault opens a ticket (and its alert, at most one open per system and kind);
 * a fault already open is noted on its ticket; a cleared one resolves its ticket with a note. A fault whose ticket
 * staff finished while it persists starts over with a new ticket.
 */
async function applyFinding(
  tx: Database,
  services: Services,
  systemId: string,
  finding: Finding,
  open: { alert: typeof productionAlerts.$inferSelect; ticketStatus: string } | undefined,
  run: { today: string; now: Date },
) {
  const change = { services, now: run.now };
  const finished = open && (finishedStatuses as readonly string[]).includes(open.ticketStatus);
  if (finding.state === "fault" && open && !finished) {
    await tx.update(productionAlerts).set({ lastSeenOn: run.today }).where(eq(productionAlerts.id, open.alert.id));
    await appendTicketEvents(
      tx,
      open.alert.ticketId,
      [{ kind: "note", actorKind: "system", note: `Still seen: ${finding.detail}` }],
      change,
    );
    return;
  }
  if (open && (finished || finding.state === "clear")) {
    await tx.update(productionAlerts).set({ resolvedOn: run.today }).where(eq(productionAlerts.id, open.alert.id));
    if (!finished) {
      await appendTicketEvents(
        tx,
        open.alert.ticketId,
        [
          { kind: "note", actorKind: "system", note: `Recovered: ${finding.detail}` },
          { kind: "status", status: "resolved", actorKind: "system" },
        ],
        change,
      );
    }
  }
  if (finding.state !== "fault") return;
  const ticket = await openMonitoringTicket(
    tx,
    { systemId, ...ticketOf[finding.kind], description: `${alertKindLabels[finding.kind]}. ${finding.detail}` },
    change,
  );
  if (!ticket) return;
  await tx.insert(productionAlerts).values({
    systemId,
    kind: finding.kind,
    ticketId: ticket.id,
    openedOn: run.today,
    lastSeenOn: run.today,
  });
}

/** Runs hourly: the first run after midnight at the office checks every system; the rest find nothing left to do. */
export const productionCheckJob: BackgroundJob = {
  name: "production-daily-check",
  intervalMs: 60 * 60_000,
  run: async (services) => {
    await runDailyCheck(services);
  },
};
