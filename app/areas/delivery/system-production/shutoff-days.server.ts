import { desc } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { shutoffDays } from "./tables.server.ts";

/** The most recent shutoff days a page lists: years of PSPS seasons. */
const LISTED = 500;

/** The shutoff days recorded, latest first, for the shutoff days page. */
export function listShutoffDays(db: Database) {
  return db
    .select({ id: shutoffDays.id, day: shutoffDays.day, city: shutoffDays.city, note: shutoffDays.note })
    .from(shutoffDays)
    .orderBy(desc(shutoffDays.day), shutoffDays.city)
    .limit(LISTED);
}

export type ShutoffDayRow = Awaited<ReturnType<typeof listShutoffDays>>[number];
