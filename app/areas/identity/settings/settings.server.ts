import { eq, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database } from "#server/db/client.ts";
import { currentSettings, settingsOfEnvironment, type Settings, type SettingsReader } from "#server/settings.ts";
import type { AppServices } from "#server/services.ts";
import { fullName } from "#app/lib/full-name.server.ts";
import type { WriteContext } from "#app/lib/write.server.ts";
import { users } from "#app/areas/identity/auth/tables.server.ts";
import type { SettingsChange } from "./settings-schema.ts";
import { staffSettings } from "./tables.server.ts";

/** The row's key: the table holds this one row (tables.server.ts). */
const THE_ROW = eq(staffSettings.id, true);

/** The settings' fields, as the trail's `before` and every read name them. */
export const settingsColumns = {
  salesLeadAccess: staffSettings.salesLeadAccess,
  salesSeesAmounts: staffSettings.salesSeesAmounts,
  auditRetentionDays: staffSettings.auditRetentionDays,
};

/** The settings now: the admin's saved row, else the environment's values. One read by primary key. */
export async function readStaffSettings(db: Database, config: Config): Promise<Settings> {
  const [row] = await db.select(settingsColumns).from(staffSettings).where(THE_ROW);
  return row ?? settingsOfEnvironment(config);
}

/** The composition root's reader for AppServices.readSettings. */
export const staffSettingsReader =
  (config: Config): SettingsReader =>
  (db) =>
    readStaffSettings(db, config);

/** The settings as the page and GET /api/admin/settings show them: who saved them last and when, if anyone has. */
export interface SettingsView extends Settings {
  updatedAt: Date | null;
  updatedByName: string | null;
}

async function settingsView(db: Database, settings: Settings): Promise<SettingsView> {
  const [saved] = await db
    .select({ updatedAt: staffSettings.updatedAt, updatedByName: fullName(users) })
    .from(staffSettings)
    .leftJoin(users, eq(users.id, staffSettings.updatedBy))
    .where(THE_ROW);
  return { ...settings, updatedAt: saved?.updatedAt ?? null, updatedByName: saved?.updatedByName ?? null };
}

/** GET /api/admin/settings and the settings page. */
export async function loadSettingsView(services: Pick<AppServices, "db" | "readSettings">): Promise<SettingsView> {
  return settingsView(services.db, await currentSettings(services));
}

/**
 * Saves the settings the change names. The first save writes the environment's values for the others, so from then
 * on the row alone holds; a later save sets only what it names, so two admins changing different settings keep both.
 */
export async function updateSettings({ services, user }: WriteContext, change: SettingsChange): Promise<SettingsView> {
  const { db, config } = services;
  const named = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const [saved] = await db
    .insert(staffSettings)
    .values({ ...settingsOfEnvironment(config), ...named, id: true, updatedBy: user.id })
    .onConflictDoUpdate({ target: staffSettings.id, set: { ...named, updatedAt: sql`now()`, updatedBy: user.id } })
    .returning(settingsColumns);
  return settingsView(db, saved!);
}
