import { staffRoles, type StaffRole } from "#app/lib/permissions.ts";
import { type useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { RoleSelect } from "./role-select.tsx";
import type { StaffState } from "./staff-states.ts";

type Fetcher = ReturnType<typeof useFormAction>["fetcher"];

export interface StaffRowMember {
  id: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  state: StaffState;
}

/**
 * One staff row's controls, posting the page's `change-staff` and `resend-invitation` writes: its role, its state
 * (deactivate an active or invited account, reactivate a deactivated one), and a new invitation while it is pending.
 * The signed-in admin's own row has none: nobody changes their own role or state.
 */
export function StaffRowActions({ member, own, fetcher }: { member: StaffRowMember; own: boolean; fetcher: Fetcher }) {
  if (own) return <span className="text-slate-600 dark:text-slate-400">This is you</span>;
  const name = `${member.firstName} ${member.lastName}`;
  const pending = fetcher.state !== "idle" && fetcher.formData?.get("userId") === member.id;
  const deactivated = member.state === "deactivated";
  return (
    <div className="flex flex-wrap gap-2">
      <fetcher.Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value="change-staff" />
        <input type="hidden" name="userId" value={member.id} />
        <RoleSelect
          id={`staff-role-${member.id}`}
          name="role"
          personName={name}
          choices={staffRoles}
          defaultValue={member.role}
        />
        <Button type="submit" variant="secondary" disabled={pending}>
          Change role<span className="sr-only"> of {name}</span>
        </Button>
      </fetcher.Form>
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value="change-staff" />
        <input type="hidden" name="userId" value={member.id} />
        <input type="hidden" name="active" value={String(deactivated)} />
        <Button type="submit" variant={deactivated ? "secondary" : "destructive"} disabled={pending}>
          {deactivated ? "Reactivate" : "Deactivate"}
          <span className="sr-only"> {name}</span>
        </Button>
      </fetcher.Form>
      {member.state === "invited" ? (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="resend-invitation" />
          <input type="hidden" name="userId" value={member.id} />
          <Button type="submit" variant="secondary" disabled={pending}>
            Resend invitation<span className="sr-only"> to {name}</span>
          </Button>
        </fetcher.Form>
      ) : null}
    </div>
  );
}
