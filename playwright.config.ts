import { defineConfig, devices } from "@playwright/test";
import { e2eBaseUrl, e2ePort } from "./tests/support/e2e-env.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  // On 2 cores, with the browser rendering in software, what a page shows can take longer than 5 s to appear.
  expect: { timeout: 10_000 },
  reporter: "list",
  use: {
    baseURL: e2eBaseUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "tsx tests/support/e2e-server.ts",
    url: `${e2eBaseUrl}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: { PORT: String(e2ePort) },
  },
});
