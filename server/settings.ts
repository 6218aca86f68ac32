import type { RolePolicy } from "#app/lib/permissions.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { oncePerRequest } from "./request-memo.ts";

/**
 * The business settings an admin changes at /admin/settings (decision 0137): the role policy, and how many days the
 * audit trail keeps a row.
 */
export interface Settings extends RolePolicy {
  auditRetentionDays: number;
}

/** Reads the settings as they are now (the identity area's `staff_settings`, given by the composition root). */
export type SettingsReader = (db: Database) => Promise<Settings>;

/** The settings until an admin first saves them: SALES_LEAD_ACCESS, SALES_SEES_AMOUNTS and AUDIT_RETENTION_DAYS. */
export function settingsOfEnvironment(config: Config): Settings {
  return {
    salesLeadAccess: config.SALES_LEAD_ACCESS,
    salesSeesAmounts: config.SALES_SEES_AMOUNTS ?? true,
    auditRetentionDays: config.AUDIT_RETENTION_DAYS,
  };
}

/** What reading the settings takes: the database (a write's transaction, inside one) and the reader. */
export interface SettingsServices {
  db: Database;
  readSettings: SettingsReader;
}

const SETTINGS = Symbol("settings");

/**
 * The settings now: read once per request, never kept across requests, so an admin's change holds on every instance
 * from the next request on.
 */
export function currentSettings(services: SettingsServices): Promise<Settings> {
  return oncePerRequest(SETTINGS, () => services.readSettings(services.db));
}

/** The settings that shape the staff roles (app/lib/permissions.ts), as they are now. */
export async function rolePolicy(services: SettingsServices): Promise<RolePolicy> {
  const { salesLeadAccess, salesSeesAmounts } = await currentSettings(services);
  return { salesLeadAccess, salesSeesAmounts };
}
