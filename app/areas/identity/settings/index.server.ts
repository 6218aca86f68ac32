/** What server code may use of the settings an admin sets. */
export { settingsApi } from "./settings-api.server.ts";
export { settingsWrites } from "./settings-writes.server.ts";
export { loadSettingsView, staffSettingsReader } from "./settings.server.ts";
