import { roles } from "#app/lib/permissions.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import { RoleSelect } from "./role-select.tsx";
import type { UserListEntry } from "./user-list.ts";

/** Role and enable/disable buttons for one account (never shown on the admin's own row). */
export function UserActions({ user }: { user: UserListEntry }) {
  const role = useFormAction("role");
  const access = useFormAction("disabled");
  const twoFactor = useFormAction("two-factor-reset");
  const pending = role.pending || access.pending || twoFactor.pending;
  const name = `${user.firstName} ${user.lastName}`;
  const setDisabled = (disabled: boolean) =>
    access.fetcher.submit({ intent: "disabled", userId: user.id, disabled: String(disabled) }, { method: "post" });
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <role.fetcher.Form method="post" className="flex flex-wrap gap-2">
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={user.id} />
          <RoleSelect
            id={`role-${user.id}`}
            name="userType"
            personName={name}
            choices={roles}
            defaultValue={user.userType}
          />
          <Button type="submit" variant="secondary" disabled={pending}>
            Change role<span className="sr-only"> of {name}</span>
          </Button>
        </role.fetcher.Form>
        {user.disabled ? (
          <Button variant="secondary" disabled={pending} onClick={() => setDisabled(false)}>
            Enable<span className="sr-only"> {name}</span>
          </Button>
        ) : (
          <ConfirmDialog
            title={`Disable ${name}?`}
            description={`${name} is signed out everywhere at once and can no longer sign in, until an admin enables the account again.`}
            confirmLabel="Disable account"
            onConfirm={() => setDisabled(true)}
            trigger={
              <Button variant="destructive" disabled={pending}>
                Disable<span className="sr-only"> {name}</span>
              </Button>
            }
          />
        )}
        {user.twoFactorEnabled ? (
          <ConfirmDialog
            title={`Reset two-factor sign-in of ${name}?`}
            description={`${name} then signs in with the password alone and sets up a new authenticator app. Do this only once you are sure who lost their phone.`}
            confirmLabel="Reset two-factor"
            onConfirm={() =>
              twoFactor.fetcher.submit({ intent: "two-factor-reset", userId: user.id }, { method: "post" })
            }
            trigger={
              <Button variant="secondary" disabled={pending}>
                Reset two-factor<span className="sr-only"> of {name}</span>
              </Button>
            }
          />
        ) : null}
      </div>
      <FormNotice
        notice={role.notice ?? access.notice ?? twoFactor.notice}
        isError={role.noticeIsError || access.noticeIsError || twoFactor.noticeIsError}
      />
    </div>
  );
}
