import { FilterForm } from "#app/ui/filter-form.tsx";
import { Pagination } from "#app/ui/pagination.tsx";
import type { UserPage } from "./user-list.ts";
import { UserTable } from "./user-table.tsx";

export interface UserAccountsProps {
  currentUserId: string;
  search: string;
  list: UserPage;
}

/** /admin/users: every account, clients' included (the staff page lists staff only), searched, with its actions. */
export function UserAccounts({ currentUserId, search, list }: UserAccountsProps) {
  return (
    <div className="grid gap-4">
      <FilterForm
        label="Filter users"
        search={{ label: "Search users", value: search, maxLength: 100, placeholder: "Name, username or email" }}
        submitLabel="Search"
        clearLabel="Clear"
        showClear={Boolean(search)}
      />
      <UserTable users={list.users} currentUserId={currentUserId} search={search} />
      <Pagination
        list={list}
        noun={{ one: "user", many: "users" }}
        qualifier={search ? `matching "${search}"` : undefined}
      />
    </div>
  );
}
