import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import "./publish-company-settings.ts";
import { reasonToBuild } from "./build-status.ts";
import { quietBuild } from "./quiet-build.ts";

// Set before React loads: React picks its build from NODE_ENV at import time.
process.env.NODE_ENV ??= "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildDir = path.join(root, "build");

// A fresh clone has no build: make one, so `npm install && npm start` just works.
const rebuildReason = reasonToBuild(buildDir, globalThis.__COMPANY_SETTINGS__ ?? {});
if (rebuildReason) {
  console.log(rebuildReason);
  const logFile = path.resolve(root, process.env.DATA_DIR ?? "data", "build.log");
  const status = await quietBuild(root, logFile);
  if (status !== 0) process.exit(status);
}

const { loadConfigOrExit, localSiteUrl } = await import("./config.ts");
const { createLogger } = await import("./logger.ts");
const { DataDirInUseError } = await import("./db/data-dir-lock.ts");
const { boot } = await import("./composition/boot.ts");

const config = loadConfigOrExit();
const logger = createLogger(config);
try {
  const server = await boot(config, logger, buildDir);
  const { port } = server.address() as AddressInfo;
  const local = localSiteUrl(config.HOST, port);
  console.log(`Ready at ${local}${config.SITE_URL === local ? "" : ` (site address ${config.SITE_URL})`}`);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  logger.fatal({ err: error }, "could not start");
  process.exit(1);
}
