import { formatOfficeTime } from "#app/lib/office-time.ts";
import { roleLabels, staffRoles } from "#app/lib/permissions.ts";
import { useFormAction } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { Badge, type BadgeTone } from "#app/ui/badge.tsx";
import type { Column } from "#app/ui/data-table.tsx";
import { EmailAddress } from "#app/ui/email-address.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { TitledSection } from "#app/ui/titled-section.tsx";
import type { StaffListFilters, StaffPageData } from "./staff-list.server.ts";
import { StaffRowActions } from "./staff-row-actions.tsx";
import { staffStateLabels, type StaffState } from "./staff-states.ts";

type Member = StaffPageData["items"][number];
type Fetcher = ReturnType<typeof useFormAction>["fetcher"];

const texts: ListTexts = {
  noun: { one: "staff member", many: "staff members" },
  label: "Staff",
  caption: "Staff accounts, newest first",
  filters: { search: "Search name, username or e-mail" },
};
const selects: FilterSelect[] = [
  ["Role", "role", "Any role", staffRoles.map((role) => [role, roleLabels[role]])],
  ["State", "state", "Any state", Object.entries(staffStateLabels)],
];
const stateTone: Record<StaffState, BadgeTone> = { active: "emerald", invited: "amber", deactivated: "slate" };

function columns(fetcher: Fetcher, currentUserId: string): Column<Member>[] {
  return [
    {
      header: "Name",
      rowHeader: true,
      className: "font-medium",
      cell: (member) => (
        <>
          {member.firstName} {member.lastName}
          <span className="block text-xs font-normal">
            <EmailAddress address={member.email} />
          </span>
        </>
      ),
    },
    { header: "Username", cell: (member) => (member.state === "invited" ? "" : member.username) },
    { header: "Role", cell: (member) => roleLabels[member.role] },
    {
      header: "State",
      cell: (member) => <Badge tone={stateTone[member.state]}>{staffStateLabels[member.state]}</Badge>,
    },
    {
      header: "Last sign-in",
      className: "whitespace-nowrap",
      cell: (member) => (member.lastSignInAt ? formatOfficeTime(member.lastSignInAt) : "Never"),
    },
    { header: "Two-factor", cell: (member) => (member.twoFactorEnabled ? "On" : "Off") },
    {
      header: "Actions",
      hiddenHeader: true,
      cell: (member) => <StaffRowActions member={member} own={member.id === currentUserId} fetcher={fetcher} />,
    },
  ];
}

function InviteForm() {
  const invite = useFormAction("invite");
  const errors = invite.result && !invite.result.ok ? invite.result.errors : undefined;
  return (
    <TitledSection id="invite-staff" title="Invite a staff member">
      <ActionForm action={{ ...invite, onSubmit: () => undefined }} submitLabel="Send invitation" primary>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="First name" required error={errors?.firstName}>
            <input name="firstName" className={inputClass} autoComplete="off" />
          </Field>
          <Field label="Last name" required error={errors?.lastName}>
            <input name="lastName" className={inputClass} autoComplete="off" />
          </Field>
          <Field label="E-mail address" required error={errors?.email}>
            <input name="email" type="email" className={inputClass} autoComplete="off" />
          </Field>
          <Field label="Role" required error={errors?.role}>
            <select name="role" defaultValue="technician" className={inputClass}>
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {roleLabels[role]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </ActionForm>
    </TitledSection>
  );
}

/** /admin/staff: the invite form, then every staff account with its role, state, last sign-in and second factor. */
export function StaffAccounts({
  page,
  query,
  currentUserId,
}: {
  page: StaffPageData;
  query: StaffListFilters;
  currentUserId: string;
}) {
  const row = useFormAction("change-staff");
  // Every row posts through `row`'s fetcher; without JavaScript a re-sent invitation's answer comes as action data.
  const resend = useFormAction("resend-invitation");
  return (
    <div className="grid gap-6">
      <InviteForm />
      <StaffList
        page={page}
        query={query}
        columns={columns(row.fetcher, currentUserId)}
        texts={texts}
        selects={selects}
        notice={row.notice ? row : resend}
      />
    </div>
  );
}
