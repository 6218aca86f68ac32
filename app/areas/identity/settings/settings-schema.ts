import { booleanField } from "#app/lib/field-rules.ts";
import { labelledValues } from "#app/lib/labelled-values.ts";
import type { RolePolicy } from "#app/lib/permissions.ts";
import { z } from "#app/lib/zod.ts";

/** Which leads a sales rep works, as the settings page offers it. */
export const salesLeadAccessOptions = labelledValues({
  own: "Their own and unassigned leads",
  any: "Every lead",
} satisfies Record<RolePolicy["salesLeadAccess"], string>);
export type SalesLeadAccess = (typeof salesLeadAccessOptions.values)[number];

/** How long the audit trail may be kept: at least a day, at most a hundred years (AUDIT_RETENTION_DAYS' range). */
export const AUDIT_RETENTION_DAYS_RANGE = { min: 1, max: 36_500 } as const;
const RETENTION_MESSAGE = "Please enter a whole number of days between 1 and 36,500";
export const NO_SETTING_CHANGED = "Send salesLeadAccess, salesSeesAmounts or auditRetentionDays";

/** PATCH /api/admin/settings and the settings page's form: any of the three settings. */
export const settingsChangeSchema = z
  .object({
    salesLeadAccess: z.enum(salesLeadAccessOptions.values, "Choose which leads sales reps see").optional(),
    salesSeesAmounts: booleanField("Send salesSeesAmounts as true or false").optional(),
    // A number from a JSON API, its digits from a page's form; never a boolean or a blank taken for 1 or 0.
    auditRetentionDays: z
      .preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
        z
          .number(RETENTION_MESSAGE)
          .int(RETENTION_MESSAGE)
          .min(AUDIT_RETENTION_DAYS_RANGE.min, RETENTION_MESSAGE)
          .max(AUDIT_RETENTION_DAYS_RANGE.max, RETENTION_MESSAGE),
      )
      .optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), { message: NO_SETTING_CHANGED });
export type SettingsChange = z.output<typeof settingsChangeSchema>;
