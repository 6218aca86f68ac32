import type { Database } from "../../../server/db/client.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { listLeadsForUser } from "../leads/index.server.ts";
import { emailStatus } from "../auth/index.server.ts";
import type { LeadSummary } from "./account-leads.tsx";
import type { EmailStatus } from "../auth/index.ts";

export interface AccountDashboardData {
  user: SessionUser;
  emailStatus: EmailStatus;
  requests: LeadSummary[];
}

/** The dashboard's data for a user its loader has already let in. */
export async function loadAccountDashboard(db: Database, user: SessionUser): Promise<AccountDashboardData> {
  const [status, requests] = await Promise.all([emailStatus(db, user.id), listLeadsForUser(db, user)]);
  return { user, emailStatus: status, requests };
}
