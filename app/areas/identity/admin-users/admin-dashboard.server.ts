import type { SessionUser } from "#server/http/access.ts";
import type { ListServices } from "#app/lib/staff-list.server.ts";
import type { UserPage } from "./user-list.ts";
import { userAccountsPage, userList } from "./user-list.server.ts";

export interface AdminDashboardData {
  currentUserId: string;
  search: string;
  list: UserPage;
}

/** The page's data, after its loader has checked the admin: a malformed parameter is ignored. */
export async function loadAdminDashboard(
  services: ListServices,
  admin: SessionUser,
  url: URL,
): Promise<AdminDashboardData> {
  const query = userList.readQuery(url.searchParams);
  return {
    currentUserId: admin.id,
    search: query.search ?? "",
    list: await userAccountsPage(services, admin, query),
  };
}
