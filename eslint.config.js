import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Code that runs in the browser: everything in app/ but server modules, tests and the server entry. */
const clientCode = {
  ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.{ts,tsx}", "app/entry.server.tsx"],
};

const noServer = {
  regex: "^#server/(?!http/access\\.ts$|http/load-context\\.ts$)",
  allowTypeImports: true,
  message: "Client code may not import server code (type imports of access and load-context only).",
};
const noFeatures = { regex: "^#app/features/", message: "ui/ and content/ may not depend on features." };
const featureBoundaries = [
  {
    // #app/features/<other>/<file> reaches into another feature; its index.ts is its public face,
    // index.server.ts its face for server code, and tables.server.ts the shared schema (foreign keys and
    // joins cross features, see docs/decisions/0012).
    regex: "^#app/features/[\\w-]+/(?!index(\\.server)?\\.ts$|tables\\.server\\.ts$).+",
    message:
      "Import another feature through its index.ts (or index.server.ts, or tables.server.ts from server code) only.",
  },
  { regex: "^#app/routes/", message: "Features may not depend on routes." },
];
const serverThroughEntryPoints = {
  // server/ bootstraps features (their APIs, jobs, CLI) through index.server.ts; tables.server.ts for the schema.
  regex: "app/features/[\\w-]+/(?!index(\\.server)?\\.ts$|tables\\.server\\.ts$).+",
  message: "server/ imports a feature through its index.server.ts (or tables.server.ts) only.",
};
const noParentImports = {
  // A module in another folder is named from the root (package.json "imports", docs/decisions/0108), so a move
  // rewrites to one form and a reader sees where a module lives without counting "../".
  regex: "^\\.\\./",
  message: "Import from another folder through #app/, #server/, #tests/ or #scripts/, not ../.",
};
const zodThroughLib = {
  name: "zod",
  allowTypeImports: true,
  message: "Import z from app/lib/zod.ts, which keeps zod from probing for eval (our CSP reports the probe).",
};

const restrict = (patterns, paths = []) => ({ "no-restricted-imports": ["error", { patterns, paths }] });

/**
 * DESIGN.md's one-way imports: client code never reaches the server, features never reach each other's internals.
 * ESLint does not merge two settings of one rule, so where blocks overlap the last one lists every restriction.
 */
const boundaries = [
  { files: ["**/*.{ts,tsx,js}"], rules: restrict([noParentImports]) },
  { files: ["app/**/*.{ts,tsx}"], ...clientCode, rules: restrict([noParentImports, noServer], [zodThroughLib]) },
  {
    files: ["app/ui/**/*.{ts,tsx}", "app/content/**/*.ts"],
    ...clientCode,
    rules: restrict([noParentImports, noServer, noFeatures], [zodThroughLib]),
  },
  { files: ["app/features/**/*.{ts,tsx}"], rules: restrict([noParentImports, ...featureBoundaries]) },
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ...clientCode,
    rules: restrict([noParentImports, noServer, ...featureBoundaries], [zodThroughLib]),
  },
  {
    files: ["server/**/*.ts"],
    ignores: ["server/**/*.test.ts"],
    rules: restrict([noParentImports, serverThroughEntryPoints]),
  },
];

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  ...boundaries,
);
