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

/**
 * The capability areas, lowest first (docs/architecture.md, docs/decisions/0109): an area imports only areas below
 * it, and those only through their faces. `energy` is the savings model (pure, docs/decisions/0142) the calculators and
 * the scores share; `customers` is the place of the customer record.
 */
const areaOrder = [
  "energy",
  "customers",
  "messaging",
  "identity",
  "sales",
  "site",
  "commerce",
  "delivery",
  "library",
  "insights",
  "shell",
];
const FACE = "(index(\\.server)?|tables\\.server)\\.ts$";

const noAreas = { regex: "^#app/areas/", message: "ui/, content/ and lib/ are below every area and import none." };
const throughFaces = {
  regex: `^#app/areas/[\\w-]+/(?!${FACE})`,
  message: "Reach an area through its index.ts, index.server.ts or tables.server.ts only.",
};
const noRoutes = { regex: "^#app/routes/", message: "Areas may not depend on routes." };

/**
 * Areas throw domain errors (server/domain-errors.ts, docs/decisions/0113); HttpError is the HTTP layer's. These
 * files are HTTP handling: they refuse an upload while its body is still streaming, with `Connection: close`.
 */
const httpHandlingInAreas = [
  "app/areas/delivery/portal/document-upload.server.ts",
  "app/areas/delivery/portal/document-quotas.server.ts",
  "app/areas/delivery/service-tickets/ticket-photos.server.ts",
  "app/areas/sales/crm-import/csv-file.server.ts",
];
const noHttpError = {
  name: "#server/http/errors.ts",
  importNames: ["HttpError"],
  message: "Throw a DomainError (server/domain-errors.ts); the API and the pages map it to its status.",
};

/** What code in one area may not import: a higher area (but its schema), another area's inside, its own face. */
function areaRules(area) {
  const higher = areaOrder.slice(areaOrder.indexOf(area) + 1);
  return [
    {
      // The schema is one database (docs/decisions/0110): any area's tables may reference any other's.
      regex: `^#app/areas/(${higher.join("|")})/(?!tables\\.server\\.ts$)`,
      message: `The ${area} area may not import a higher area (${higher.join(", ")}), only its tables.server.ts.`,
    },
    {
      regex: `^#app/areas/(?!${area}/)[\\w-]+/(?!${FACE})`,
      message: "Reach another area through its index.ts, index.server.ts or tables.server.ts only.",
    },
    {
      // Inside an area a feature reaches another through the feature's faces; the area's own faces are for others.
      regex: `^#app/areas/${area}/([\\w-]+/(?!${FACE})|${FACE})`,
      message: `Inside the ${area} area, import another feature through its index.ts, index.server.ts or tables.server.ts.`,
    },
    noRoutes,
  ];
}

const restrict = (patterns, paths = []) => ({ "no-restricted-imports": ["error", { patterns, paths }] });
const tests = ["**/*.test.{ts,tsx}"];

/**
 * The one-way imports (DESIGN.md, docs/architecture.md): client code never reaches the server; ui/, content/ and
 * lib/ reach no area; an area reaches only lower areas, through their faces; routes and the composition root reach
 * areas through their faces; the platform (server/ but the composition root and the entry points) reaches none.
 * Tests may reach inside what they test. ESLint does not merge two settings of one rule, so where blocks overlap
 * the last one lists every restriction.
 */
const boundaries = [
  { files: ["**/*.{ts,tsx,js}"], rules: restrict([noParentImports]) },
  { files: ["app/**/*.{ts,tsx}"], ...clientCode, rules: restrict([noParentImports, noServer], [zodThroughLib]) },
  {
    files: ["app/ui/**/*.{ts,tsx}", "app/content/**/*.ts", "app/lib/**/*.{ts,tsx}"],
    ignores: tests,
    rules: restrict([noParentImports, noAreas]),
  },
  {
    files: ["app/ui/**/*.{ts,tsx}", "app/content/**/*.ts", "app/lib/**/*.{ts,tsx}"],
    ...clientCode,
    rules: restrict([noParentImports, noServer, noAreas], [zodThroughLib]),
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    ignores: tests,
    rules: restrict([noParentImports, throughFaces]),
  },
  {
    files: ["app/routes/**/*.{ts,tsx}", "app/*.{ts,tsx}"],
    ...clientCode,
    rules: restrict([noParentImports, noServer, throughFaces], [zodThroughLib]),
  },
  ...areaOrder.flatMap((area) => [
    {
      files: [`app/areas/${area}/**/*.{ts,tsx}`],
      ignores: [...tests, ...httpHandlingInAreas],
      rules: restrict([noParentImports, ...areaRules(area)], [noHttpError]),
    },
    ...httpHandlingInAreas
      .filter((file) => file.startsWith(`app/areas/${area}/`))
      .map((file) => ({ files: [file], rules: restrict([noParentImports, ...areaRules(area)]) })),
    {
      files: [`app/areas/${area}/**/*.{ts,tsx}`],
      ...clientCode,
      rules: restrict([noParentImports, noServer, ...areaRules(area)], [zodThroughLib]),
    },
  ]),
  {
    files: ["server/**/*.ts"],
    ignores: tests,
    rules: restrict([
      noParentImports,
      {
        // The schema is one database (docs/decisions/0110): the platform's tables reference the accounts table.
        regex: "^#app/areas/[\\w-]+/(?!tables\\.server\\.ts$)",
        message: "The platform imports no area (docs/decisions/0111): the composition root (server/composition/) does.",
      },
    ]),
  },
  {
    files: ["server/composition/**/*.ts", "server/cli/**/*.ts", "server/start.ts", "server/dev.ts"],
    ignores: tests,
    rules: restrict([noParentImports, throughFaces]),
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
