import { defineApi } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { settingsWrites } from "./settings-writes.server.ts";
import { loadSettingsView } from "./settings.server.ts";

export const settingsApi = [
  defineApi("get", "/api/admin/settings", "read:settings:any", (req) => loadSettingsView(req.services)),
  ...settingsWrites.map(writeApi),
];
