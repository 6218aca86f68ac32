import { staffSettingsReader } from "#app/areas/identity/index.server.ts";
import { OutboxWorker, createMailTransport, mailSender } from "#app/areas/messaging/index.server.ts";
import { settleAfterAnswer } from "#server/after-answer.ts";
import { serveBackups } from "#server/backup/backup-socket.ts";
import type { Config } from "#server/config.ts";
import { openDatabase, type DatabaseHandle } from "#server/db/client.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { stopBackgroundJobs } from "#server/jobs.ts";
import type { Logger } from "#server/logger.ts";
import { createMetrics } from "#server/metrics/app-metrics.ts";
import { resolveAppSecret } from "#server/secret.ts";
import type { AppServices } from "#server/services.ts";
import { areas } from "./areas.ts";

export async function createServices(config: Config, logger: Logger, database?: DatabaseHandle): Promise<AppServices> {
  const handle =
    database ??
    (await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR }));
  await migrateDatabase(handle);
  for (const area of areas) await area.seedFreshDatabase?.(handle.db);
  if (!config.ADMIN_ACCESS_CODE) {
    logger.warn("ADMIN_ACCESS_CODE is not set: the footer Admin dialog refuses every code");
  }
  const mailWorker = new OutboxWorker({
    db: handle.db,
    logger,
    transport: createMailTransport(config),
    sender: mailSender(config),
  });
  return {
    config,
    logger,
    database: handle,
    db: handle.db,
    secret: resolveAppSecret(config, logger, handle.kind),
    mailWorker,
    metrics: createMetrics({
      db: handle.db,
      pool: handle.pool,
      poolSize: config.DATABASE_POOL_SIZE,
      logger,
      areaGauges: areas.flatMap((area) => (area.metrics ? [area.metrics] : [])),
    }),
    readSettings: staffSettingsReader(config),
  };
}

const stopServingBackups = new WeakMap<AppServices, () => Promise<void>>();

/** Starts the work a serving process does besides answering requests. */
export function startBackgroundWork(services: AppServices): void {
  services.mailWorker.start();
  const { dataDir } = services.database;
  if (dataDir) stopServingBackups.set(services, serveBackups(services.database, dataDir, services.logger));
  if (!services.config.SALES_EMAIL) {
    services.logger.warn("SALES_EMAIL is not set: new leads are stored but not mailed to staff");
  }
}

export async function closeServices(services: AppServices): Promise<void> {
  await stopBackgroundJobs(services);
  await settleAfterAnswer(services);
  await services.mailWorker.stop();
  await stopServingBackups.get(services)?.();
  await services.database.close();
}
