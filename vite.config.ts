import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { applyCompanySettings } from "./app/content/apply-company-settings.ts";
import { defaultCompany } from "./app/content/company.ts";
import { isFeatureFace, shellChunkName } from "./scripts/shell-chunk.ts";
import { loadCompanySettingsOrExit } from "./server/config.ts";

const companyFacts = applyCompanySettings(defaultCompany, loadCompanySettingsOrExit());

export default defineConfig({
  // The company facts are prerendered into the public pages and shown by the browser bundle (docs/decisions/0015).
  define: { __COMPANY_FACTS__: JSON.stringify(companyFacts) },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    // The code every page loads ships as one chunk (docs/decisions/0018).
    client: {
      build: {
        rolldownOptions: {
          // A name imported from a feature's index.ts loads only its own module (docs/decisions/0050).
          treeshake: { moduleSideEffects: (id) => (isFeatureFace(id) ? false : undefined) },
          output: { codeSplitting: { groups: [{ name: shellChunkName(path.resolve(import.meta.dirname, "app")) }] } },
        },
      },
    },
  },
});
