import type { SessionUser } from "#server/http/access.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import type { UserPage } from "./user-list.ts";
import { userAccountsPage, userList } from "./user-list.server.ts";

export interface UserAccountsData {
  currentUserId: string;
  search: string;
  list: UserPage;
}

/** /admin/users' data, after its loader has checked the admin: a malformed parameter is ignored. */
export async function loadUserAccounts(
  services: ListServices,
  admin: SessionUser,
  url: URL,
): Promise<UserAccountsData> {
  const query = userList.readQuery(url.searchParams);
  return {
    currentUserId: admin.id,
    search: query.search ?? "",
    list: await userAccountsPage(services, admin, query),
  };
}
