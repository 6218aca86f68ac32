/**
 * npm run bench:booking — books 2,000 appointments over the coming month into a fresh temporary database (14 crews,
 * so they fit), serves the API in this process, and prints the slots API's median and p95 (one day, and the whole
 * month in one request), then the booking throughput of 20 concurrent clients. PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL is set. It prints figures and asserts nothing: the target is slots p95 under 50 ms.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { leads } from "#app/areas/sales/tables.server.ts";
import { claimUnits } from "#app/areas/delivery/booking/slot-claims.server.ts";
import { appointments, slotClaims } from "#app/areas/delivery/tables.server.ts";
import { addDaysToLocalDate, localDateOf } from "#app/areas/delivery/booking/local-date.ts";
import { zonedTimeToInstant } from "#app/lib/zoned-time.ts";
import { parseConfig } from "#server/config.ts";
import type { DatabaseHandle } from "#server/db/client.ts";
import { createApp } from "#server/composition/app.ts";
import { createLogger } from "#server/logger.ts";
import { closeServices, createServices } from "#server/composition/services.ts";
import { onEachDatabase, timingHeader, timingRow } from "./bench-http.ts";

const APPOINTMENTS = 2_000;
const CREWS = 14;
const REQUESTS = 200;
const CLIENTS = 20;
const BOOKINGS = 200;
const TARGET_P95_MS = 50;
const ZONE = "America/Los_Angeles";
const TYPE = "maintenance";

/** Weekdays 2 to 30 days out, crews side by side, one appointment every 75 minutes from 08:00 (60 + 15 buffer). */
async function seed(handle: DatabaseHandle) {
  const type = appointmentTypeBySlug(TYPE)!;
  const [lead] = await handle.db
    .insert(leads)
    .values({
      source: "booking",
      reference: "SEED-BOOK01",
      customerName: "Seed",
      email: "seed@seed.example",
      phone: "5305550000",
    })
    .returning({ id: leads.id });
  const today = localDateOf(new Date(), ZONE);
  const rows: (typeof appointments.$inferInsert)[] = [];
  for (let day = 2; day <= 30 && rows.length < APPOINTMENTS; day++) {
    const date = addDaysToLocalDate(today, day);
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
    for (let crew = 1; crew <= CREWS && rows.length < APPOINTMENTS; crew++) {
      for (let minute = 8 * 60 + (crew % 4) * 15; minute + 60 <= 18 * 60 && rows.length < APPOINTMENTS; minute += 75) {
        const startsAt = zonedTimeToInstant(
          { year, month, day: dayOfMonth, hour: Math.floor(minute / 60), minute: minute % 60 },
          ZONE,
        );
        const endsAt = new Date(startsAt.getTime() + type.durationMinutes * 60_000);
        rows.push({
          reference: `AP-S${String(rows.length).padStart(5, "0")}`,
          type: TYPE,
          startsAt,
          endsAt,
          heldUntil: new Date(endsAt.getTime() + type.bufferAfterMinutes * 60_000),
          crew,
          customerName: "Seed Customer",
          email: `seed${rows.length}@seed.example`,
          phone: "5305550000",
          address: "1 Seed St, Redding, CA",
          leadId: lead!.id,
          remindAt: new Date(startsAt.getTime() - 86_400_000),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await handle.db
      .insert(appointments)
      .values(rows.slice(i, i + 200))
      .returning();
    await handle.db.insert(slotClaims).values(
      inserted.flatMap((row) =>
        claimUnits({ start: row.startsAt, end: row.heldUntil }).map((unitStart) => ({
          appointmentId: row.id,
          crew: row.crew,
          unitStart,
        })),
      ),
    );
  }
  await handle.db.execute("analyze");
  return { count: rows.length, first: addDaysToLocalDate(today, 2), today };
}

async function bench(label: string, handle: DatabaseHandle): Promise<void> {
  const config = parseConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    BOOKING_CREWS: String(CREWS),
    BOOKING_RATE_LIMIT_PER_HOUR: "100000",
  });
  const services = await createServices(config, createLogger(config), handle);
  const seedStart = performance.now();
  const seeded = await seed(handle);
  console.log(
    `\n${label}: ${seeded.count} appointments on ${CREWS} crews seeded in ${Math.round(performance.now() - seedStart)} ms`,
  );

  const server = http.createServer(createApp({ services }));
  // Queued bookings can leave a pooled socket idle past Node's 5 s default; the client would then meet a reset.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const timed = async (path: string) => {
    const started = performance.now();
    const res = await fetch(base + path);
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    const body = (await res.json()) as { slots: Array<{ start: string }> };
    return { ms: performance.now() - started, body };
  };

  try {
    const scenarios: Record<string, (i: number) => string> = {
      day: (i) => `/api/bookings/available-slots?type=${TYPE}&date=${addDaysToLocalDate(seeded.first, i % 28)}`,
      month: () =>
        `/api/bookings/available-slots?type=${TYPE}&from=${seeded.today}&to=${addDaysToLocalDate(seeded.today, 30)}`,
    };
    console.log(timingHeader("slots", TARGET_P95_MS));
    for (const [name, path] of Object.entries(scenarios)) {
      for (let i = 0; i < 10; i++) await timed(path(i));
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) times.push((await timed(path(i))).ms);
      console.log(timingRow(name, times, TARGET_P95_MS));
    }

    const free = (await timed(scenarios.month!(0))).body.slots.map((slot) => slot.start);
    let next = 0;
    const outcomes: Record<number, number> = {};
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (next < Math.min(BOOKINGS, free.length)) {
          // Neighbouring clients aim at overlapping starts, so some bookings meet a 409 as real ones would.
          const start = free[next++]!;
          const res = await fetch(`${base}/api/bookings/create`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.0.0.${client}` },
            body: JSON.stringify({
              type: TYPE,
              start,
              name: "Bench Client",
              email: `bench${client}@seed.example`,
              phone: "5305550123",
              address: "2 Bench Rd, Redding, CA",
            }),
          });
          outcomes[res.status] = (outcomes[res.status] ?? 0) + 1;
          await res.text();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const total = Object.values(outcomes).reduce((sum, count) => sum + count, 0);
    console.log(
      `booking: ${total} requests from ${CLIENTS} concurrent clients in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(1)} requests/s; answers ${JSON.stringify(outcomes)}`,
    );
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await closeServices(services);
  }
}

await onEachDatabase("bench_booking", bench);
