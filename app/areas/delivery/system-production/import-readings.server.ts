import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import { officeToday } from "#app/lib/office-time.ts";
import type { AuditActor } from "#server/audit/audit-trail.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import type { DayReading, RowError } from "./production-csv.ts";
import type { ProductionSystem } from "./system-basis.server.ts";
import type { ReadingSource } from "./production-values.ts";
import { productionReadings } from "./tables.server.ts";

/** What an import answers (issue 29 §2): days stored or changed, days already held as sent, rows refused. */
export interface ImportResult {
  imported: number;
  skipped: number;
  errors: RowError[];
}

const HOURS_IN_DAY = 24;

/**
 * The rows no day can hold: a day after today, or more kWh than the system's panels could make in 24 hours at full
 * nameplate (a figure in Wh sent as kWh, or another system's file).
 */
export function implausibleRows(days: readonly DayReading[], system: ProductionSystem, today: string): RowError[] {
  const most = system.kwDc ? system.kwDc * HOURS_IN_DAY : undefined;
  return days.flatMap(({ row, date, kWh }): RowError[] => {
    if (date > today) return [{ row, message: `${date} has not ended yet` }];
    if (most !== undefined && kWh > most) {
      return [{ row, message: `${kWh} kWh is more than a ${system.kwDc} kW system can make in a day` }];
    }
    return [];
  });
}

/** Who stores the days: a staff member's import, or a connector's fetch (no one, from no address). */
export interface ReadingsCaller {
  services: Pick<WriteCaller["services"], "db">;
  user: AuditActor;
  clientAddress: string | null;
}

/**
 * Stores a system's days, all or none (decision 0194): with any row refused nothing is written and every refusal is
 * answered with its row. A day already held is replaced when the figure differs (a portal corrects itself) and
 * skipped when it is the same, so importing a file twice changes nothing. Each import (a staff member's, a connector's
 * window) is one audit row.
 */
export async function importReadings(
  caller: ReadingsCaller,
  system: ProductionSystem,
  input: { days: DayReading[]; errors: RowError[]; blankRows: number; source: ReadingSource },
): Promise<ImportResult> {
  const errors = [...input.errors, ...implausibleRows(input.days, system, officeToday())].sort((a, b) => a.row - b.row);
  if (errors.length > 0) return { imported: 0, skipped: input.days.length + input.blankRows, errors };
  const imported = await caller.services.db.transaction(async (tx) => {
    const changed = await storeDays(tx, system.id, input.days, input.source);
    await recordOwnWrite(tx, caller, {
      action: "system.production-import",
      entity: "system",
      entityId: system.id,
      after: { source: input.source, days: input.days.length, changed },
    });
    return changed;
  });
  return { imported, skipped: input.days.length - imported + input.blankRows, errors: [] };
}

const BATCH = 1000;

/** Upserts the days a batch at a time; answers how many were new or changed. */
async function storeDays(tx: Database, systemId: string, days: readonly DayReading[], source: ReadingSource) {
  let changed = 0;
  for (let start = 0; start < days.length; start += BATCH) {
    const rows = await tx
      .insert(productionReadings)
      .values(days.slice(start, start + BATCH).map(({ date, kWh }) => ({ systemId, day: date, kwh: kWh, source })))
      .onConflictDoUpdate({
        target: [productionReadings.systemId, productionReadings.day],
        set: { kwh: sql`excluded.kwh`, source: sql`excluded.source`, updatedAt: sql`now()` },
        setWhere: sql`${productionReadings.kwh} <> excluded.kwh`,
      })
      .returning({ day: productionReadings.day });
    changed += rows.length;
  }
  return changed;
}
