import { getTableName, sql } from "drizzle-orm";
import type { Config } from "#server/config.ts";
import type { Database, DatabaseHandle } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { createMetrics } from "#server/metrics/app-metrics.ts";
import { resolveAppSecret } from "#server/secret.ts";
import type { AppServices } from "#server/services.ts";
import { rolePolicy } from "#server/settings.ts";
import { deleteRowsSince, noteRowsBefore, registerRowsSince } from "#server/demo-data/capture.ts";
import { demoDataPresent } from "#app/lib/demo-data.server.ts";
import { staffSettingsReader } from "#app/areas/identity/index.server.ts";
import { mailOutbox } from "#app/areas/messaging/index.server.ts";
import { seedBookings } from "./bookings.ts";
import { demoSpan } from "./clock.ts";
import { demoContext } from "./context.ts";
import { seedLeads } from "./leads.ts";
import { seedOrders } from "./orders.ts";
import { seedProjects } from "./projects.ts";
import { seededRandom } from "./random.ts";
import { seedReadings } from "./readings.ts";
import { seedTelemetry } from "./telemetry.ts";
import { addDemoStaff } from "./staff.ts";
import { seedTickets } from "./tickets.ts";

export interface DemoSeedOptions {
  seed: number;
  /** Times the default volume (about 3,000 leads); 0.01 for a test, 10 for a benchmark. */
  scale: number;
  /** The demo's "today": its three years end here. */
  now: Date;
}

export const DEMO_PRESENT_MESSAGE =
  "This database already holds demo data: remove it first with npm run demo:remove, then seed again.";

/** A refusal the command prints as it is: demo data already there. */
export class DemoAlreadyPresent extends Error {}

/** The services as the app makes them, on the seed's transaction, with a mail worker that never runs (no mail is sent). */
function seedServices(config: Config, logger: Logger, handle: DatabaseHandle, tx: Database): AppServices {
  return {
    config,
    logger,
    database: handle,
    db: tx,
    secret: resolveAppSecret(config, logger, handle.kind),
    mailWorker: { start() {}, wake() {}, async stop() {} },
    metrics: createMetrics({ db: handle.db, pool: handle.pool, poolSize: 1, logger, areaGauges: [] }),
    readSettings: staffSettingsReader(config),
  };
}

/**
 * `npm run demo:seed` (decision 0206): three years of activity written through the areas' services in one
 * transaction, every row it adds registered as demo, its mails deleted before they could ever be sent. Answers the
 * rows added by table.
 */
export async function seedDemo(
  handle: DatabaseHandle,
  config: Config,
  logger: Logger,
  options: DemoSeedOptions,
): Promise<Record<string, number>> {
  return handle.db.transaction(
    async (tx) => {
      // Before any query, so that the check below sees a seed that committed while this one waited (one at a time).
      await tx.execute(sql`lock table demo_records in share row exclusive mode`);
      if (await demoDataPresent(tx)) throw new DemoAlreadyPresent(DEMO_PRESENT_MESSAGE);
      const capture = await noteRowsBefore(tx);
      const services = seedServices(config, logger, handle, tx);
      const context = demoContext(
        {
          services,
          tx,
          random: seededRandom(options.seed),
          span: demoSpan(options.now),
          staff: await addDemoStaff(tx),
          policy: await rolePolicy(services),
        },
        options.scale,
      );
      const won = await seedLeads(context);
      await seedBookings(context);
      await seedOrders(context);
      const systems = await seedProjects(context, won);
      await seedReadings(context, systems);
      await seedTickets(context, systems);
      await seedTelemetry(context);
      // A demo seed never mails anyone (decision 0206): its mails go before the commit, so no worker ever saw one.
      await deleteRowsSince(tx, capture, getTableName(mailOutbox));
      return registerRowsSince(tx, capture);
    },
    { isolationLevel: "repeatable read" },
  );
}
