import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { listServiceRequestsForUser } from "../leads/index.server.ts";
import type { ServiceRequestSummary } from "./my-service-requests.tsx";

export interface AccountDashboardData {
  user: SessionUser;
  requests: ServiceRequestSummary[];
}

/** The dashboard's data for a user its loader has already let in. */
export async function loadAccountDashboard(db: Database, user: SessionUser): Promise<AccountDashboardData> {
  return { user, requests: await listServiceRequestsForUser(db, user) };
}
