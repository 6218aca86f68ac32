import { and, asc, eq, inArray, isNull, lt, lte, ne, or } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import type { AppServices } from "#server/services.ts";
import { officeToday } from "#app/lib/office-time.ts";
import { installedSystems } from "#app/areas/delivery/installed-systems/tables.server.ts";
import { addDays } from "./calendar-days.ts";
import {
  ConnectorError,
  enphaseDays,
  enphaseTokens,
  enphaseWindows,
  solarEdgeDays,
  solarEdgeWindows,
} from "./connector-clients.server.ts";
import { openCredentials, sealCredentials } from "./connector-credentials.server.ts";
import type { ConnectorCredentials } from "./connector-schemas.ts";
import { importReadings } from "./import-readings.server.ts";
import { productionSystemOf, productionSystemsQuery, type ProductionSystem } from "./system-basis.server.ts";
import { monitoringConnectors, type MonitoringConnectorRow } from "./tables.server.ts";

type Services = Pick<AppServices, "db" | "config" | "secret">;

const BATCH = 20;
/** How long a claimed connector is left alone by other runners while one fetches it. */
const LEASE_MS = 15 * 60_000;
/** A first fetch goes back this many days (older days come from a portal's CSV export). */
export const FIRST_FETCH_DAYS = 30;
/** The first wait after a 429 or an outage, doubled each time in a row, up to the cap. */
export const BACKOFF_FIRST_MS = 60_000;
export const BACKOFF_CAP_MS = 6 * 60 * 60_000;

/** When to try again after the `retries`-th wait in a row (0 first): the provider's Retry-After when it sent one. */
export function backoffMs(retries: number, retryAfterSeconds?: number): number {
  const doubled = Math.min(BACKOFF_FIRST_MS * 2 ** Math.min(retries, 20), BACKOFF_CAP_MS);
  return retryAfterSeconds ? Math.min(Math.max(retryAfterSeconds * 1000, doubled), BACKOFF_CAP_MS) : doubled;
}

/**
 * The connectors' fetch (issue 29 §2, decision 0199): each enabled connector not failing, behind yesterday and whose
 * next attempt has come is claimed a batch at a time (FOR UPDATE SKIP LOCKED) and leased by moving its next attempt,
 * so however many instances run this, one fetches it. The fetch itself runs outside that transaction. Returns how
 * many connectors it claimed.
 */
export async function runConnectorFetch(services: Services, now = new Date()): Promise<number> {
  const yesterday = addDays(officeToday(now), -1);
  let claimed = 0;
  for (;;) {
    const batch = await services.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(monitoringConnectors)
        .where(
          and(
            eq(monitoringConnectors.enabled, true),
            ne(monitoringConnectors.status, "failing"),
            or(isNull(monitoringConnectors.fetchedThrough), lt(monitoringConnectors.fetchedThrough, yesterday)),
            or(isNull(monitoringConnectors.nextAttemptAt), lte(monitoringConnectors.nextAttemptAt, now)),
          ),
        )
        .orderBy(asc(monitoringConnectors.nextAttemptAt), asc(monitoringConnectors.systemId))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (rows.length > 0) {
        await tx
          .update(monitoringConnectors)
          .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
          .where(
            inArray(
              monitoringConnectors.systemId,
              rows.map((row) => row.systemId),
            ),
          );
      }
      return rows;
    });
    for (const connector of batch) await fetchConnector(services, connector, { now, yesterday });
    claimed += batch.length;
    if (batch.length < BATCH) return claimed;
  }
}

/** Fetches one connector from the day after the last stored through yesterday, storing each window as it comes. */
async function fetchConnector(
  services: Services,
  connector: MonitoringConnectorRow,
  run: { now: Date; yesterday: string },
) {
  const { db } = services;
  const settle = (values: Partial<typeof monitoringConnectors.$inferInsert>) =>
    db
      .update(monitoringConnectors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(monitoringConnectors.systemId, connector.systemId));
  const credentials = openCredentials(services.secret, connector.systemId, connector.sealedCredentials);
  if (!credentials) {
    await settle({
      status: "failing",
      lastError: "The stored credentials cannot be read (the app secret changed): enter them again.",
    });
    return;
  }
  const [facts] = await productionSystemsQuery(db).where(eq(installedSystems.id, connector.systemId));
  if (!facts) return;
  const system = productionSystemOf(facts);
  const firstDay = addDays(run.yesterday, 1 - FIRST_FETCH_DAYS);
  const from = connector.fetchedThrough
    ? addDays(connector.fetchedThrough, 1)
    : system.installedOn > firstDay
      ? system.installedOn
      : firstDay;
  try {
    const fetched = await fetchDays(services, connector, credentials, system, { from, to: run.yesterday }, settle);
    await settle({
      status: "ok",
      fetchedThrough: fetched,
      nextAttemptAt: null,
      retries: 0,
      lastError: null,
      lastFetchedAt: run.now,
    });
  } catch (error) {
    if (!(error instanceof ConnectorError)) throw error;
    if (error.kind === "fail") {
      await settle({ status: "failing", nextAttemptAt: null, lastError: error.message });
      return;
    }
    const wait = backoffMs(connector.retries, error.retryAfterSeconds);
    await settle({
      status: error.kind === "rate-limited" ? "rate-limited" : connector.status === "waiting" ? "waiting" : "ok",
      nextAttemptAt: new Date(run.now.getTime() + wait),
      retries: connector.retries + 1,
      lastError: `${error.message} Next try after ${Math.round(wait / 60_000)} min.`,
    });
  }
}

const sourceOf = { enphase: "enphase-api", solaredge: "solaredge-api" } as const;

/**
 * The windows of days `range` covers, fetched and stored one after the other through the imports' own path
 * (import-readings.server.ts): a window stored moves `fetchedThrough`, so a stop part-way keeps what came.
 */
async function fetchDays(
  services: Services,
  connector: MonitoringConnectorRow,
  credentials: ConnectorCredentials,
  system: ProductionSystem,
  range: { from: string; to: string },
  settle: (values: Partial<typeof monitoringConnectors.$inferInsert>) => Promise<unknown>,
): Promise<string | null> {
  let through = connector.fetchedThrough;
  if (range.from > range.to) return through;
  const siteId = connector.providerSiteId;
  let fetchWindow: (window: { from: string; to: string }) => Promise<{ date: string; kWh: number }[]>;
  let windows: { from: string; to: string }[];
  if (connector.provider === "enphase") {
    const base = services.config.ENPHASE_API_BASE;
    const tokens = await enphaseTokens(base, siteId, credentials);
    // Enphase hands out a new refresh token with each refresh: keep it before anything else can fail.
    await settle({
      sealedCredentials: sealCredentials(services.secret, connector.systemId, {
        ...credentials,
        refreshToken: tokens.refreshToken,
      }),
    });
    fetchWindow = (window) => enphaseDays(base, siteId, credentials, tokens.accessToken, window);
    windows = enphaseWindows(range.from, range.to);
  } else {
    const base = services.config.SOLAREDGE_API_BASE;
    fetchWindow = (window) => solarEdgeDays(base, siteId, credentials, window);
    windows = solarEdgeWindows(range.from, range.to);
  }
  for (const window of windows) {
    const days = await fetchWindow(window);
    if (days.length > 0) {
      const result = await importReadings({ services, user: null, clientAddress: null }, system, {
        days: days.map((day, index) => ({ row: index + 1, ...day })),
        errors: [],
        blankRows: 0,
        source: sourceOf[connector.provider],
      });
      if (result.errors.length > 0) {
        const first = result.errors[0]!;
        throw new ConnectorError("fail", `The portal sent a day no system makes: ${first.message}.`);
      }
    }
    through = window.to;
    await settle({ fetchedThrough: through });
  }
  return through;
}

/** Runs every 15 minutes: a connector is fetched once a day once yesterday has ended, and retried on its backoff. */
export const connectorFetchJob: BackgroundJob = {
  name: "monitoring-connector-fetch",
  intervalMs: 15 * 60_000,
  run: async (services) => {
    await runConnectorFetch(services);
  },
};
