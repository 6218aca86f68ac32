import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2eBaseUrl, e2ePort } from "./tests/support/e2e-env.ts";

/**
 * Debian's Chromium, as its headless shell where installed: the same engine without the browser's UI, about a fifth
 * less CPU per test on 2 cores (decision 0134).
 */
const debianChromium = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((binary) => existsSync(binary));

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
    // Recording a trace costs every action a DOM snapshot (a second per axe scan on 2 cores): only a retry records.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? debianChromium,
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
