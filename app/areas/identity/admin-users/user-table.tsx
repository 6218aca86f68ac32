import { roleLabels } from "#app/lib/permissions.ts";
import { company } from "#app/content/company.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { UserActions } from "./user-actions.tsx";
import type { UserListEntry } from "./user-list.ts";
import { EmailAddress } from "#app/ui/email-address.tsx";

const joined = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: company.timeZone });

function columns(currentUserId: string): Column<UserListEntry>[] {
  return [
    {
      header: "Name",
      rowHeader: true,
      className: "font-medium",
      cell: (user) => (
        <>
          {user.firstName} {user.lastName}
          {user.companyName ? (
            <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{user.companyName}</span>
          ) : null}
        </>
      ),
    },
    { header: "Username", cell: (user) => user.username },
    { header: "Email", cell: (user) => <EmailAddress address={user.email} /> },
    { header: "Role", cell: (user) => roleLabels[user.userType] },
    { header: "Status", cell: (user) => (user.disabled ? "Disabled" : "Active") },
    { header: "Two-factor", cell: (user) => (user.twoFactorEnabled ? "On" : "Off") },
    { header: "Joined", className: "whitespace-nowrap", cell: (user) => joined.format(new Date(user.createdAt)) },
    {
      header: "Actions",
      cell: (user) =>
        user.id === currentUserId ? (
          <span className="text-slate-600 dark:text-slate-400">This is you</span>
        ) : (
          <UserActions user={user} />
        ),
    },
  ];
}

export function UserTable({
  users,
  currentUserId,
  search,
}: {
  users: readonly UserListEntry[];
  currentUserId: string;
  search: string;
}) {
  return (
    <DataTable
      label="User accounts"
      caption="User accounts"
      columns={columns(currentUserId)}
      rows={users}
      rowKey={(user) => user.id}
      empty={search ? `No users match "${search}".` : "No users yet."}
    />
  );
}
