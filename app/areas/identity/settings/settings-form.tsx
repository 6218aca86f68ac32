import { zodResolver } from "@hookform/resolvers/zod";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { SettingsView } from "./settings.server.ts";
import { AUDIT_RETENTION_DAYS_RANGE, salesLeadAccessOptions, settingsChangeSchema } from "./settings-schema.ts";

/** /admin/settings: the role settings and the audit trail's retention, saved together by `update-settings`. */
export function SettingsForm({ settings }: { settings: SettingsView }) {
  const action = useActionForm("update-settings", zodResolver(settingsChangeSchema), {
    values: {
      salesLeadAccess: settings.salesLeadAccess,
      salesSeesAmounts: String(settings.salesSeesAmounts) as "true" | "false",
      auditRetentionDays: String(settings.auditRetentionDays),
    },
  });
  const { register } = action.form;
  return (
    <section className="grid max-w-xl gap-4">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {settings.updatedAt
          ? `Last saved ${formatOfficeTime(settings.updatedAt)}${settings.updatedByName ? ` by ${settings.updatedByName}` : ""}.`
          : "Never saved here: these are the server's starting values."}{" "}
        A change holds from the next page anyone opens.
      </p>
      <ActionForm action={action} submitLabel="Save settings" primary>
        <Field label="Sales reps see" error={action.fieldError("salesLeadAccess")}>
          <select className={inputClass} {...register("salesLeadAccess")}>
            {salesLeadAccessOptions.values.map((value) => (
              <option key={value} value={value}>
                {salesLeadAccessOptions.labels[value]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          label="Sales reps see amounts"
          hint="Bills, prices, totals and savings"
          error={action.fieldError("salesSeesAmounts")}
        >
          <select className={inputClass} {...register("salesSeesAmounts")}>
            <option value="true">Yes</option>
            <option value="false">No</option>
          </select>
        </Field>
        <Field
          label="Keep the audit trail for (days)"
          hint="Older entries are deleted every hour"
          error={action.fieldError("auditRetentionDays")}
        >
          <input
            type="number"
            inputMode="numeric"
            min={AUDIT_RETENTION_DAYS_RANGE.min}
            max={AUDIT_RETENTION_DAYS_RANGE.max}
            step={1}
            className={inputClass}
            {...register("auditRetentionDays")}
          />
        </Field>
      </ActionForm>
    </section>
  );
}
