import type { Database } from "#server/db/client.ts";
import { leadStatuses, propertyTypes, serviceNeededOptions } from "#app/areas/sales/index.ts";
import { leadSources, leads, type NewLeadRow } from "#app/areas/sales/tables.server.ts";

/**
 * Generated leads for the benchmarks (scripts/bench-crm.ts, scripts/bench-backup.ts), never real people: every one has a
 * SEED- reference, an address at seed.example and says so in its notes.
 */
const SEED_MARKER = "Seed data (generated for testing), not a real customer.";

const firstNames = [
  "Avery",
  "Jordan",
  "Morgan",
  "Riley",
  "Casey",
  "Quinn",
  "Harper",
  "Rowan",
  "Emerson",
  "Sage",
  "Dakota",
  "Reese",
];
const lastNames = [
  "Alvarez",
  "Bennett",
  "Chen",
  "Delgado",
  "Erikson",
  "Fischer",
  "Garcia",
  "Hughes",
  "Ibarra",
  "Jensen",
  "Kowalski",
  "Lopez",
];
const DAY_MS = 24 * 60 * 60 * 1000;
const towns = ["Redding", "Anderson", "Shasta Lake", "Palo Cedro", "Cottonwood", "Red Bluff"];

/** A small deterministic generator, so two runs seed the same data. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedLead(index: number, now: Date, next: () => number): NewLeadRow {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const number = String(index).padStart(6, "0");
  const first = pick(firstNames);
  const last = pick(lastNames);
  const source = pick(leadSources);
  const status = next() < 0.4 ? "new" : pick(leadStatuses);
  const propertyType = pick(propertyTypes);
  const createdAt = new Date(now.getTime() - Math.floor(next() * 365 * DAY_MS));
  const contacted = status !== "new" && status !== "lost";
  const common = {
    reference: `SEED-${number}`,
    createdAt,
    firstContactedAt: contacted ? new Date(createdAt.getTime() + Math.floor(next() * 2 * DAY_MS)) : null,
    source,
    status,
    lostReason: status === "lost" ? "Seed data: chose another installer" : null,
    isSpam: next() < 0.03,
    customerName: `${first} ${last}`,
    email: `${first}.${last}.${number}@seed.example`.toLowerCase(),
    phone: `(530) 555-${String(index % 10000).padStart(4, "0")}`,
    pageUrl: "https://www.shastasunsolar.example/",
    userAgent: "seed",
  };
  if (source === "contact_form") return { ...common, message: SEED_MARKER };
  return {
    ...common,
    address: `${100 + (index % 900)} Seed Street, ${pick(towns)}, CA`,
    propertyType,
    serviceNeeded: pick(serviceNeededOptions),
    additionalNotes: SEED_MARKER,
    ...(propertyType === "Agricultural"
      ? { landSizeAcres: 10 + (index % 500), primaryCrop: "Walnuts", irrigationSystem: "Drip" }
      : {}),
    ...(propertyType === "Marina" ? { numberOfBoatSlips: 10 + (index % 200), storageType: "Outdoor" } : {}),
  };
}

/** Inserts `count` seed leads in batches; returns how many were written. */
export async function seedLeads(db: Database, count: number, now = new Date()): Promise<number> {
  const next = random(count);
  const batchSize = 500;
  for (let start = 0; start < count; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, count - start) }, (_, offset) =>
      seedLead(start + offset, now, next),
    );
    await db.insert(leads).values(rows);
  }
  return count;
}
