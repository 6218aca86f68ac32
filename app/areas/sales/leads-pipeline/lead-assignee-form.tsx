import { zodResolver } from "@hookform/resolvers/zod";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { AdminOptions } from "./admin-options.tsx";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import { assigneeSchema } from "./pipeline-schemas.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";

/** Gives the lead to an admin, or to nobody. */
export function LeadAssigneeForm({ assigneeId, admins }: { assigneeId: string | null; admins: AssignableAdmin[] }) {
  const action = useActionForm("assignee", zodResolver(assigneeSchema), {
    values: { assigneeId: assigneeId ?? "" },
  });
  return (
    <ActionForm action={action} submitLabel="Save assignee">
      <Field label="Assigned to" error={action.fieldError("assigneeId")}>
        <select className={inputClass} {...action.form.register("assigneeId")}>
          <AdminOptions admins={admins} blank="Unassigned" />
        </select>
      </Field>
    </ActionForm>
  );
}
