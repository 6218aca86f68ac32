import { parseConfig, type Config } from "#server/config.ts";
import { createApp, type AppOptions } from "#server/composition/app.ts";
import { createLogger } from "#server/logger.ts";
import { type AppServices } from "#server/services.ts";
import { createServices } from "#server/composition/services.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: AppServices;
  close(): Promise<void>;
}

/**
 * The API on a database of this test file's own; pages are left out (the e2e suite covers them) unless a test
 * passes a stand-in page handler or prerendered pages.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  pages: Pick<AppOptions, "pageHandler" | "prerenderedDir"> = {},
): Promise<TestApp> {
  // Staff two-factor is optional for the suites; the tests of its required mode pass STAFF_TWO_FACTOR=required.
  const config: Config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", STAFF_TWO_FACTOR: "optional", ...env });
  const services = await createServices(config, createLogger(config), await openTestDatabase());
  return {
    app: createApp({ services, ...pages }),
    services,
    close: () => services.database.close(),
  };
}
