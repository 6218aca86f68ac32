import { CompanySettingsError, parseCompanySettings, type CompanySettings } from "../app/content/company-settings.ts";

/**
 * Reads the COMPANY_* settings for a process entry or the build; a bad one stops the process with one clear line.
 * Imports nothing that reads the company facts, so an entry can publish the settings before any such module loads.
 */
export function loadCompanySettingsOrExit(env: NodeJS.ProcessEnv = process.env): CompanySettings {
  try {
    return parseCompanySettings(env);
  } catch (error) {
    if (error instanceof CompanySettingsError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
