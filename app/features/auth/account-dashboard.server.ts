import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { listServiceRequestsForUser } from "../leads/index.server.ts";
import type { EmailStatus } from "./email-confirmation.ts";
import { emailStatus } from "./email-verification.server.ts";
import type { ServiceRequestSummary } from "./my-service-requests.tsx";

export interface AccountDashboardData {
  user: SessionUser;
  emailStatus: EmailStatus;
  requests: ServiceRequestSummary[];
}

/** The dashboard's data for a user its loader has already let in. */
export async function loadAccountDashboard(db: Database, user: SessionUser): Promise<AccountDashboardData> {
  const [status, requests] = await Promise.all([emailStatus(db, user.id), listServiceRequestsForUser(db, user)]);
  return { user, emailStatus: status, requests };
}
