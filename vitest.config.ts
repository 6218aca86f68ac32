import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/*.dom.test.tsx", "node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["app/**/*.integration.test.ts", "server/**/*.integration.test.ts"],
          globalSetup: ["tests/support/database-template.ts", "tests/support/page-build-run.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          include: ["app/**/*.dom.test.tsx"],
          environment: "happy-dom",
          setupFiles: ["tests/support/dom-setup.ts"],
        },
      },
    ],
  },
});
