import { zodResolver } from "@hookform/resolvers/zod";
import type { SessionUser } from "#server/http/access.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import { nameSchema } from "#app/areas/identity/index.ts";

/** A staff member's own name, as the back office and their clients' projects show it ("Project manager: …"). */
export function StaffNameForm({ user }: { user: SessionUser }) {
  const action = useActionForm("name", zodResolver(nameSchema), {
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { register } = action.form;
  return (
    <ActionForm action={action} submitLabel="Save name" primary>
      <p className="text-sm">Clients see this name on the projects you manage, and staff on your notes and tasks.</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="First name" required error={action.fieldError("firstName")}>
          <input
            type="text"
            autoComplete="given-name"
            defaultValue={user.firstName}
            className={inputClass}
            {...register("firstName")}
          />
        </Field>
        <Field label="Last name" required error={action.fieldError("lastName")}>
          <input
            type="text"
            autoComplete="family-name"
            defaultValue={user.lastName}
            className={inputClass}
            {...register("lastName")}
          />
        </Field>
      </div>
    </ActionForm>
  );
}
