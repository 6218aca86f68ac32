import fs from "node:fs";
import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { applyCompanySettings } from "./app/content/apply-company-settings.ts";
import { defaultCompany } from "./app/content/company.ts";
import type { CompanySettings } from "./app/content/company-settings.ts";
import { loadCompanySettingsOrExit } from "./server/company-settings.ts";

const companySettings = loadCompanySettingsOrExit();
const companyFacts = applyCompanySettings(defaultCompany, companySettings);

/** Records the COMPANY_* settings the build was made with; `npm start` rebuilds when they have changed. */
function recordCompanySettings(settings: CompanySettings): Plugin {
  return {
    name: "record-company-settings",
    apply: "build",
    closeBundle() {
      fs.mkdirSync("build", { recursive: true });
      fs.writeFileSync(path.join("build", "company-settings.json"), JSON.stringify(settings));
    },
  };
}

export default defineConfig({
  // The company facts are prerendered into the public pages and shown by the browser bundle (docs/decisions/0015).
  define: { __COMPANY_FACTS__: JSON.stringify(companyFacts) },
  plugins: [tailwindcss(), reactRouter(), recordCompanySettings(companySettings)],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
});
