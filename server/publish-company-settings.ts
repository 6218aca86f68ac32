import { loadCompanySettingsOrExit } from "./config.ts";

// Imported first by the process entries: app code run from source (mails, response times) must read the same
// COMPANY_* settings the build was made with, and app/content/company.ts reads them when it is first loaded.
globalThis.__COMPANY_SETTINGS__ = loadCompanySettingsOrExit();
