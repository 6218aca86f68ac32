import { defineConfig } from "vitest/config";

/*
 * The unit and integration files of a worker share one module graph (`isolate: false`, decision 0135): each file no
 * longer imports the app afresh, which was most of the suite's time. A file that replaces a module does it with
 * `vi.doMock` after `vi.resetModules()` and leaves a fresh graph behind (tests/support/module-replacement.test.ts).
 * DOM files stay isolated: what one leaves in the page (a toast) would show in the next.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/support/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/*.dom.test.tsx", "node_modules/**"],
          environment: "node",
          isolate: false,
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
          isolate: false,
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
