import { parseConfig, type Config } from "../../server/config.ts";
import { createApp } from "../../server/http/app.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices, type AppServices } from "../../server/services.ts";
import { openTestDatabase } from "./test-database.ts";

export interface TestApp {
  app: ReturnType<typeof createApp>;
  services: AppServices;
  close(): Promise<void>;
}

/** The API on a database of this test file's own; pages are left out (the e2e suite covers them). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config: Config = parseConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...env });
  const services = await createServices(config, createLogger(config), await openTestDatabase());
  return {
    app: createApp({ services }),
    services,
    close: () => services.database.close(),
  };
}
