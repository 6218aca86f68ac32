import { eq } from "drizzle-orm";
import { isUniqueViolation } from "#server/db/unique-violation.ts";
import { conflict, notFound } from "#server/domain-errors.ts";
import { defineWrite, noInput, recordFields, type WriteContext } from "#app/lib/write.server.ts";
import { SYSTEM_NOT_FOUND, systemNotFound } from "#app/areas/delivery/installed-systems/index.server.ts";
import { installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import {
  monitoringSettingsSchema,
  shutoffDaySchema,
  type MonitoringSettingsInput,
  type ShutoffDayInput,
} from "./production-schemas.ts";
import { shutoffDays, systemMonitoring } from "./tables.server.ts";

/** Stores a system's roof and mute (its monitoring row is made on first use). */
async function saveMonitoring({ services, user }: WriteContext, systemId: string, input: MonitoringSettingsInput) {
  const [system] = await services.db
    .select({ id: installedSystems.id })
    .from(installedSystems)
    .where(eq(installedSystems.id, systemId));
  if (!system) throw systemNotFound();
  const values = {
    orientation: input.orientation ?? null,
    tilt: input.tilt ?? null,
    shading: input.shading ?? null,
    mutedUntil: input.mutedUntil ?? null,
    muteReason: input.muteReason ?? null,
    mutedBy: input.mutedUntil ? user.id : null,
    updatedAt: new Date(),
  };
  await services.db
    .insert(systemMonitoring)
    .values({ systemId, ...values })
    .onConflictDoUpdate({ target: systemMonitoring.systemId, set: values });
  const { orientation, tilt, shading, mutedUntil, muteReason } = values;
  return { id: systemId, orientation, tilt, shading, mutedUntil, muteReason };
}

const SHUTOFF_TWICE = "That shutoff day is already recorded for that town";

async function addShutoffDay({ services }: WriteContext, input: ShutoffDayInput) {
  try {
    const [row] = await services.db
      .insert(shutoffDays)
      .values({ day: input.day, city: input.city, note: input.note })
      .returning({ id: shutoffDays.id, day: shutoffDays.day, city: shutoffDays.city, note: shutoffDays.note });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, "shutoff_days_day_city_idx")) throw conflict(SHUTOFF_TWICE, { day: SHUTOFF_TWICE });
    throw error;
  }
}

const SHUTOFF_NOT_FOUND = "Shutoff day not found";

/** Takes a shutoff day back (recorded by mistake): the checks judge that day again from their next run. */
async function removeShutoffDay({ services }: WriteContext, id: string) {
  const [row] = await services.db
    .delete(shutoffDays)
    .where(eq(shutoffDays.id, id))
    .returning({ id: shutoffDays.id, day: shutoffDays.day, city: shutoffDays.city });
  if (!row) throw notFound(SHUTOFF_NOT_FOUND);
  return row;
}

/** The shutoff days page's writes: a town's day recorded, or taken back. */
export const shutoffDayWrites = [
  defineWrite({
    intent: "add-shutoff-day",
    access: "write:site:any",
    path: "/api/service/shutoff-days",
    notFound: SHUTOFF_NOT_FOUND,
    creates: true,
    schema: shutoffDaySchema,
    run: (context, _id, input) => addShutoffDay(context, input),
    done: () => "Shutoff day recorded",
    audit: { entity: "shutoff-day" },
  }),
  defineWrite({
    intent: "remove-shutoff-day",
    access: "write:site:any",
    path: "/api/service/shutoff-days/:id/remove",
    idField: "shutoffDayId",
    notFound: SHUTOFF_NOT_FOUND,
    schema: noInput,
    run: (context, id) => removeShutoffDay(context, id),
    done: () => "Shutoff day removed: the checks judge it again",
    audit: {
      entity: "shutoff-day",
      before: recordFields(shutoffDays, shutoffDays.id, {
        day: shutoffDays.day,
        city: shutoffDays.city,
        note: shutoffDays.note,
      }),
    },
  }),
];

/**
 * The office's monitoring settings (issue 29 §2-3): a system's roof and the mute of its alerts, and the utility's
 * shutoff days, which the daily check leaves out (added and removed on the shutoff days page). Each is in the audit
 * trail.
 */
export const monitoringWrites = [
  defineWrite({
    intent: "save-monitoring",
    access: "write:site:any",
    path: "/api/service/systems/:id/monitoring",
    method: "patch",
    notFound: SYSTEM_NOT_FOUND,
    schema: monitoringSettingsSchema,
    run: (context, systemId, input) => saveMonitoring(context, systemId, input),
    done: () => "Monitoring settings saved",
    audit: {
      before: recordFields(systemMonitoring, systemMonitoring.systemId, {
        orientation: systemMonitoring.orientation,
        tilt: systemMonitoring.tilt,
        shading: systemMonitoring.shading,
        mutedUntil: systemMonitoring.mutedUntil,
        muteReason: systemMonitoring.muteReason,
      }),
    },
  }),
  ...shutoffDayWrites,
];

/** A system's monitoring settings for its page's form: blank until the office sets any. */
export async function monitoringSettingsOf(db: WriteContext["services"]["db"], systemId: string) {
  const [row] = await db
    .select({
      orientation: systemMonitoring.orientation,
      tilt: systemMonitoring.tilt,
      shading: systemMonitoring.shading,
      mutedUntil: systemMonitoring.mutedUntil,
      muteReason: systemMonitoring.muteReason,
    })
    .from(systemMonitoring)
    .where(eq(systemMonitoring.systemId, systemId));
  return row ?? { orientation: null, tilt: null, shading: null, mutedUntil: null, muteReason: null };
}
