import fs from "node:fs";
import path from "node:path";
import type { CompanySettings } from "#app/content/company-settings.ts";

/** Where a build records the COMPANY_* settings it was made with. */
const recordedSettings = (buildDir: string) => path.join(buildDir, "company-settings.json");

/** Called once a build has finished (react-router.config.ts). */
export function recordCompanySettings(buildDir: string, settings: CompanySettings): void {
  fs.writeFileSync(recordedSettings(buildDir), JSON.stringify(settings));
}

/**
 * Why `npm start` must build before serving, or null when the build in `buildDir` can be served: a fresh clone has
 * none, and the COMPANY_* settings are built into the pages (docs/decisions/0015), so changing them needs a new one.
 */
export function reasonToBuild(buildDir: string, settings: CompanySettings): string | null {
  if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
    return "No build found: building the site once (npm run build)...";
  }
  const recorded = recordedSettings(buildDir);
  if (!fs.existsSync(recorded) || fs.readFileSync(recorded, "utf8") !== JSON.stringify(settings)) {
    return "The COMPANY_* settings differ from the build's: building the site again (npm run build)...";
  }
  return null;
}
