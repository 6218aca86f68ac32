import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  orientations,
  shadingLevels,
  tiltBands,
  type Orientation,
  type ShadingLevel,
  type TiltBand,
} from "#app/content/solar-production.ts";
import { sqlInList } from "#app/lib/sql-in-list.server.ts";
import { users } from "#app/areas/identity/tables.server.ts";
import { installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { serviceTickets } from "#app/areas/delivery/service-tickets/tables.server.ts";
import {
  alertKinds,
  connectorProviders,
  connectorStatuses,
  readingSources,
  type AlertKind,
  type ConnectorProvider,
  type ConnectorStatus,
  type ReadingSource,
} from "./production-values.ts";

/**
 * What a system produced on one calendar day (Pacific), in kWh: one row per system and day, whatever brought it (a
 * person, a portal's CSV export). A later import of the same day replaces the figure (a portal corrects its own).
 */
export const productionReadings = pgTable(
  "production_readings",
  {
    systemId: uuid()
      .notNull()
      .references(() => installedSystems.id, { onDelete: "cascade" }),
    day: date().notNull(),
    kwh: numeric({ precision: 10, scale: 3, mode: "number" }).notNull(),
    source: text().$type<ReadingSource>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: "production_readings_pkey", columns: [table.systemId, table.day] }),
    check("production_readings_kwh_check", sql`${table.kwh} >= 0`),
    check("production_readings_source_check", sql`${table.source} in (${sqlInList(readingSources)})`),
  ],
);

/**
 * A system's monitoring settings: its roof as sold (what the savings model needs beside the size, decision 0193), the
 * office's mute of its alerts (a reason and the last day muted), and the last day the daily check looked at it, which
 * is how the check claims each system once a day however many instances run it (decision 0195).
 */
export const systemMonitoring = pgTable(
  "system_monitoring",
  {
    systemId: uuid()
      .primaryKey()
      .references(() => installedSystems.id, { onDelete: "cascade" }),
    orientation: text().$type<Orientation>(),
    tilt: text().$type<TiltBand>(),
    shading: text().$type<ShadingLevel>(),
    mutedUntil: date(),
    muteReason: text(),
    mutedBy: uuid().references(() => users.id, { onDelete: "set null" }),
    checkedOn: date(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("system_monitoring_checked_on_idx").on(table.checkedOn),
    check(
      "system_monitoring_orientation_check",
      sql`${table.orientation} is null or ${table.orientation} in (${sqlInList(orientations)})`,
    ),
    check("system_monitoring_tilt_check", sql`${table.tilt} is null or ${table.tilt} in (${sqlInList(tiltBands)})`),
    check(
      "system_monitoring_shading_check",
      sql`${table.shading} is null or ${table.shading} in (${sqlInList(shadingLevels)})`,
    ),
    check("system_monitoring_mute_check", sql`(${table.mutedUntil} is null) = (${table.muteReason} is null)`),
  ],
);

/**
 * A fault the daily check found on a system, and the service ticket it opened. At most one open per system and kind
 * (the partial unique index): the next day's check updates that one, and it is closed (resolvedOn) when the system
 * recovers, the ticket resolved with a note (decision 0195).
 */
export const productionAlerts = pgTable(
  "production_alerts",
  {
    id: uuid().primaryKey().defaultRandom(),
    systemId: uuid()
      .notNull()
      .references(() => installedSystems.id, { onDelete: "cascade" }),
    kind: text().$type<AlertKind>().notNull(),
    ticketId: uuid()
      .notNull()
      .references(() => serviceTickets.id, { onDelete: "cascade" }),
    openedOn: date().notNull(),
    lastSeenOn: date().notNull(),
    resolvedOn: date(),
  },
  (table) => [
    uniqueIndex("production_alerts_open_idx")
      .on(table.systemId, table.kind)
      .where(sql`${table.resolvedOn} is null`),
    index("production_alerts_ticket_id_idx").on(table.ticketId),
    check("production_alerts_kind_check", sql`${table.kind} in (${sqlInList(alertKinds)})`),
  ],
);

/**
 * A day the utility cut power to a town for wildfire safety (PG&E's Public Safety Power Shutoff): its systems could
 * not export, so the checks leave the day out and say why (issue 29 §3). `city` matches a site's city, any case.
 */
export const shutoffDays = pgTable(
  "shutoff_days",
  {
    id: uuid().primaryKey().defaultRandom(),
    day: date().notNull(),
    city: text().notNull(),
    note: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("shutoff_days_day_city_idx").on(table.day, sql`lower(${table.city})`)],
);

/**
 * A system's monitoring connector (decision 0199): the portal and its id for the system, the credentials sealed with
 * the app secret (server/secret-box.ts, decision 0200; never sent back), off until the office enables it. The fetch
 * job claims a due one (enabled, not failing, behind yesterday, its next attempt reached) and leases it by moving
 * `nextAttemptAt`; `fetchedThrough` is the last day stored, `retries` the tries in a row that had to wait (a 429, a provider down), which its backoff doubles on.
 */
export const monitoringConnectors = pgTable(
  "monitoring_connectors",
  {
    systemId: uuid()
      .primaryKey()
      .references(() => installedSystems.id, { onDelete: "cascade" }),
    provider: text().$type<ConnectorProvider>().notNull(),
    providerSiteId: text().notNull(),
    sealedCredentials: text().notNull(),
    enabled: boolean().notNull().default(false),
    status: text().$type<ConnectorStatus>().notNull().default("waiting"),
    fetchedThrough: date(),
    nextAttemptAt: timestamp({ withTimezone: true }),
    retries: integer().notNull().default(0),
    lastError: text(),
    lastFetchedAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("monitoring_connectors_due_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.enabled}`),
    check("monitoring_connectors_provider_check", sql`${table.provider} in (${sqlInList(connectorProviders)})`),
    check("monitoring_connectors_status_check", sql`${table.status} in (${sqlInList(connectorStatuses)})`),
    check("monitoring_connectors_retries_check", sql`${table.retries} >= 0`),
  ],
);

export type ProductionReadingRow = typeof productionReadings.$inferSelect;
export type SystemMonitoringRow = typeof systemMonitoring.$inferSelect;
export type ProductionAlertRow = typeof productionAlerts.$inferSelect;
export type MonitoringConnectorRow = typeof monitoringConnectors.$inferSelect;
