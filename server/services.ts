import { OutboxWorker, createMailTransport, mailSender } from "#app/areas/messaging/index.server.ts";
import { seedDemoCatalogueOnFreshDatabase } from "#app/areas/commerce/index.server.ts";
import { settleAfterAnswer } from "./after-answer.ts";
import { serveBackups } from "./backup/backup-socket.ts";
import type { Config } from "./config.ts";
import { openDatabase, type Database, type DatabaseHandle } from "./db/client.ts";
import { migrateDatabase } from "./db/migrate.ts";
import { stopBackgroundJobs } from "./jobs.ts";
import type { Logger } from "./logger.ts";
import { createMetrics, type AppMetrics } from "./metrics/app-metrics.ts";
import { resolveAppSecret } from "./secret.ts";

/** Everything stateful the process holds; created once and handed to Express and React Router. */
export interface AppServices {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  /** Key of every HMAC the app computes (IP hashes, unsubscribe links). */
  secret: string;
  /** Delivers the mail outbox; started by the server entry points, not by API tests. */
  mailWorker: OutboxWorker;
  /** What GET /metrics reports. */
  metrics: AppMetrics;
}

export async function createServices(config: Config, logger: Logger, database?: DatabaseHandle): Promise<AppServices> {
  const handle =
    database ??
    (await openDatabase({ url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE, dataDir: config.DATA_DIR }));
  await migrateDatabase(handle);
  await seedDemoCatalogueOnFreshDatabase(handle.db);
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
    metrics: createMetrics({ db: handle.db, pool: handle.pool, poolSize: config.DATABASE_POOL_SIZE, logger }),
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
