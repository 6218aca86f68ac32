import { defineWrite } from "#app/lib/write.server.ts";
import { settingsChangeSchema } from "./settings-schema.ts";
import { readStaffSettings, updateSettings } from "./settings.server.ts";

/** The trail's id of the one settings record, whose history the audit trail shows. */
export const SETTINGS_RECORD = "staff";

/** The settings page's one write, and PATCH /api/admin/settings: the trail shows each setting before and after. */
export const settingsWrites = [
  defineWrite({
    intent: "update-settings",
    access: "write:settings:any",
    method: "patch",
    path: "/api/admin/settings",
    notFound: "There are no such settings",
    schema: settingsChangeSchema,
    run: (context, _id, change) => updateSettings(context, change),
    done: () => "Settings saved",
    audit: {
      onlyRecord: SETTINGS_RECORD,
      before: async (db, _id, { config }) => ({ ...(await readStaffSettings(db, config)) }),
    },
  }),
];
