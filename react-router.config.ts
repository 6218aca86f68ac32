import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths.ts";
import { collectPrerendered } from "./scripts/collect-prerendered.ts";
import { recordCompanySettings } from "./server/build-status.ts";
import { loadCompanySettingsOrExit } from "./server/config.ts";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are rendered at build time with placeholder tokens; see docs/decisions/0011-prerender-with-nonces.md.
  prerender: [...prerenderedPaths],
  async buildEnd({ reactRouterConfig }) {
    const buildDirectory = path.resolve(reactRouterConfig.buildDirectory);
    await collectPrerendered(buildDirectory, prerenderedPaths);
    // Last, so that a build that failed on the way is never taken for one made with these settings.
    recordCompanySettings(buildDirectory, loadCompanySettingsOrExit());
  },
} satisfies Config;
