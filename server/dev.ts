import "./publish-company-settings.ts";
import http from "node:http";
import type { ServerBuild } from "react-router";
import { createServer } from "vite";
import { stopOnSignals } from "./composition/boot.ts";
import { loadConfigOrExit } from "./config.ts";
import { createApp } from "./composition/app.ts";
import { createPageHandler } from "./http/page-handler.ts";
import { backgroundJobs } from "./composition/jobs.ts";
import { startBackgroundJobs } from "./jobs.ts";
import { createLogger } from "./logger.ts";
import { closeServices, createServices, startBackgroundWork } from "./composition/services.ts";

const config = loadConfigOrExit();
const logger = createLogger(config);
const services = await createServices(config, logger);
startBackgroundJobs(services, backgroundJobs);
const vite = await createServer({ server: { middlewareMode: true } });
const app = createApp({
  services,
  devMiddleware: vite.middlewares,
  pageHandler: createPageHandler(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    "development",
  ),
});
const server = http.createServer(app);
server.listen(config.PORT, config.HOST, () => logger.info(`dev server on http://localhost:${config.PORT}`));
startBackgroundWork(services);
stopOnSignals(server, logger, async () => {
  await vite.close();
  await closeServices(services);
});
