import type { Config } from "./config.ts";
import type { Database, DatabaseHandle } from "./db/client.ts";
import type { Logger } from "./logger.ts";
import type { AppMetrics } from "./metrics/app-metrics.ts";
import type { SettingsReader } from "./settings.ts";

/** Sends what the mail outbox holds, in the background (the messaging area's outbox worker is the one). */
export interface MailWorker {
  start(): void;
  /** Looks at the outbox now rather than at its next poll: a service calls it after committing mail. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Everything stateful the process holds; created once by the composition root (server/composition/services.ts)
 * and handed to Express, React Router and every area's services.
 */
export interface AppServices {
  config: Config;
  logger: Logger;
  database: DatabaseHandle;
  db: Database;
  /** Key of every HMAC the app computes (IP hashes, unsubscribe links). */
  secret: string;
  /** Delivers the mail outbox; started by the server entry points, not by API tests. */
  mailWorker: MailWorker;
  /** What GET /metrics reports. */
  metrics: AppMetrics;
  /** Reads the settings an admin sets (the identity area's); ask `currentSettings`, which reads once per request. */
  readSettings: SettingsReader;
}
