import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { disallowedTextPaths } from "#app/lib/allowed-text.ts";
import type { UserPage } from "./user-list.ts";
import { listUsers, userListQuerySchema } from "./user-accounts.server.ts";

export interface AdminDashboardData {
  currentUserId: string;
  search: string;
  list: UserPage;
}

/** The page's data, after its loader has checked the admin: a malformed query shows the first page unfiltered. */
export async function loadAdminDashboard(db: Database, admin: SessionUser, url: URL): Promise<AdminDashboardData> {
  const input = {
    search: url.searchParams.get("search") ?? undefined,
    page: url.searchParams.get("page") ?? undefined,
  };
  const parsed = disallowedTextPaths(input).length === 0 ? userListQuerySchema.safeParse(input) : null;
  const { search, page } = parsed?.success ? parsed.data : { search: "", page: 1 };
  return { currentUserId: admin.id, search, list: await listUsers(db, search, page) };
}
