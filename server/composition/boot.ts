import http from "node:http";
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { Config } from "#server/config.ts";
import { createApp } from "./app.ts";
import { createPageHandler } from "#server/http/page-handler.ts";
import { startBackgroundJobs } from "#server/jobs.ts";
import { backgroundJobs } from "./jobs.ts";
import type { Logger } from "#server/logger.ts";
import { startMetricsServer } from "#server/metrics/metrics-endpoint.ts";
import { closeServices, createServices, startBackgroundWork } from "./services.ts";

const SHUTDOWN_GRACE_MS = 10_000;

/** Starts the production server from the client and server builds in `buildDir`. */
export async function boot(config: Config, logger: Logger, buildDir: string): Promise<http.Server> {
  const services = await createServices(config, logger);
  startBackgroundJobs(services, backgroundJobs);
  const build = (await import(path.join(buildDir, "server", "index.js"))) as ServerBuild;
  const app = createApp({
    services,
    clientBuildDir: path.join(buildDir, "client"),
    prerenderedDir: path.join(buildDir, "prerendered"),
    pageHandler: createPageHandler(build, config.NODE_ENV),
  });
  const server = http.createServer(app);
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve));
  logger.info({ port: config.PORT, host: config.HOST, database: services.database.kind }, "server listening");
  const metricsServer = config.METRICS_PORT ? await startMetricsServer(services.metrics, config.METRICS_PORT) : null;
  if (metricsServer) logger.info({ port: config.METRICS_PORT, host: "127.0.0.1" }, "metrics listening");
  startBackgroundWork(services);
  stopOnSignals(server, logger, async () => {
    metricsServer?.close();
    await closeServices(services);
  });
  return server;
}

/** Stops accepting, lets in-flight requests finish, closes the database; forced after 10 s. */
export function stopOnSignals(server: http.Server, logger: Logger, close: () => Promise<void>): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.warn("shutdown grace period over: closing remaining connections");
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS - 1_000);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      try {
        await close();
        logger.info("stopped");
        process.exit(0);
      } catch (error) {
        logger.error({ err: error }, "error while closing");
        process.exit(1);
      }
    });
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
