import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "../../ui/button.tsx";
import { Field, inputClass } from "../../ui/field.tsx";
import { FormNotice } from "../../ui/form-notice.tsx";
import { AdminOptions } from "./admin-options.tsx";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import { assigneeSchema } from "./pipeline-schemas.ts";
import { useActionForm } from "../../lib/use-page-action.ts";

/** Gives the lead to an admin, or to nobody. */
export function LeadAssigneeForm({ assigneeId, admins }: { assigneeId: string | null; admins: AssignableAdmin[] }) {
  const { form, fetcher, onSubmit, fieldError, pending, notice, noticeIsError } = useActionForm(
    "assignee",
    zodResolver(assigneeSchema),
    {
      values: { assigneeId: assigneeId ?? "" },
    },
  );
  return (
    <fetcher.Form method="post" noValidate onSubmit={onSubmit} className="grid gap-3">
      <input type="hidden" name="intent" value="assignee" />
      <Field label="Assigned to" error={fieldError("assigneeId")}>
        <select className={inputClass} {...form.register("assigneeId")}>
          <AdminOptions admins={admins} blank="Unassigned" />
        </select>
      </Field>
      <FormNotice notice={notice} isError={noticeIsError} />
      <Button type="submit" variant="secondary" disabled={pending} className="w-fit">
        {pending ? "Saving..." : "Save assignee"}
      </Button>
    </fetcher.Form>
  );
}
