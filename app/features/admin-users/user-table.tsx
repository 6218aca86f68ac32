import { company } from "../../content/company.ts";
import { TableScroller } from "../../ui/table-scroller.tsx";
import { UserActions } from "./user-actions.tsx";
import type { UserListEntry } from "./user-list.ts";

const joined = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: company.timeZone });

export function UserTable({ users, currentUserId }: { users: readonly UserListEntry[]; currentUserId: string }) {
  return (
    <TableScroller label="User accounts" className="rounded-lg border border-slate-200 dark:border-slate-700">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">User accounts</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {["Name", "Username", "Email", "Role", "Status", "Joined", "Actions"].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 font-semibold whitespace-nowrap">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-slate-200 align-top dark:border-slate-700">
              <th scope="row" className="px-3 py-2 font-medium">
                {user.firstName} {user.lastName}
                {user.companyName ? (
                  <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                    {user.companyName}
                  </span>
                ) : null}
              </th>
              <td className="px-3 py-2">{user.username}</td>
              <td className="px-3 py-2 break-all">{user.email}</td>
              <td className="px-3 py-2">{user.userType === "admin" ? "Admin" : "Client"}</td>
              <td className="px-3 py-2">{user.disabled ? "Disabled" : "Active"}</td>
              <td className="px-3 py-2 whitespace-nowrap">{joined.format(new Date(user.createdAt))}</td>
              <td className="px-3 py-2">
                {user.id === currentUserId ? (
                  <span className="text-slate-600 dark:text-slate-400">This is you</span>
                ) : (
                  <UserActions user={user} />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
