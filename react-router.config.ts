import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/prerendered-paths.ts";
import { collectPrerendered } from "./scripts/collect-prerendered.ts";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // Public pages are rendered at build time with placeholder tokens; see docs/decisions/0011-prerender-with-nonces.md.
  prerender: [...prerenderedPaths],
  async buildEnd({ reactRouterConfig }) {
    await collectPrerendered(path.resolve(reactRouterConfig.buildDirectory), prerenderedPaths);
  },
} satisfies Config;
