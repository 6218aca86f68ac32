import type { Database } from "./db/client.ts";
import type { ApiRoute } from "./http/api-route.ts";
import type { BackgroundJob } from "./jobs.ts";
import type { AddGauges } from "./metrics/app-metrics.ts";

/**
 * How a capability area plugs into the process: the composition root (server/composition/areas.ts) lists one
 * per area and builds the API table, the job list, the metrics and a fresh database's seed from them.
 */
export interface AreaModule {
  name: string;
  /** Its JSON API, each route with its declared access, in the order the router tries them. */
  apiRoutes?: readonly ApiRoute[];
  /** Its periodic work (each harmless when several instances run it at once). */
  jobs?: readonly BackgroundJob[];
  /** Registers its gauges in the application's registry. */
  metrics?: AddGauges;
  /** What a database with no rows of its own gets at start (the demo catalogue); harmless on any other. */
  seedFreshDatabase?(db: Database): Promise<unknown>;
}
