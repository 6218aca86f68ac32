import type { AppServices } from "../../../server/services.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { listLeadsForUser } from "../leads/index.server.ts";
import { listOrdersForUser } from "../orders/index.server.ts";
import { listAppointmentsForUser, type AppointmentSummary } from "../booking/index.server.ts";
import { emailStatus } from "../auth/index.server.ts";
import { listSubscriptionsForUser, type SubscriptionSummary } from "../newsletter/index.server.ts";
import type { LeadSummary } from "./account-leads.tsx";
import type { OrderSummaryRow } from "./account-orders.tsx";
import type { EmailStatus } from "../auth/index.ts";
import { listOwnProjects, officeToday, readMailSettings, type ProjectSummary } from "../portal/index.server.ts";

export interface AccountDashboardData {
  user: SessionUser;
  emailStatus: EmailStatus;
  requests: LeadSummary[];
  orders: OrderSummaryRow[];
  appointments: AppointmentSummary[];
  subscriptions: SubscriptionSummary[];
  projects: ProjectSummary[];
  /** Whether the user gets the portal's project news by e-mail. */
  projectNews: boolean;
  /** The office's date, for marking overdue action items. */
  today: string;
}

/** The dashboard's data for a user its loader has already let in. */
export async function loadAccountDashboard(services: AppServices, user: SessionUser): Promise<AccountDashboardData> {
  const { db } = services;
  const [status, requests, orders, appointments, subscriptions, projects, mailSettings] = await Promise.all([
    emailStatus(db, user.id),
    listLeadsForUser(db, user),
    listOrdersForUser(db, user),
    listAppointmentsForUser(services, user),
    listSubscriptionsForUser(services, user),
    listOwnProjects(db, user),
    readMailSettings(db, user.id),
  ]);
  return {
    user,
    emailStatus: status,
    requests,
    orders,
    appointments,
    subscriptions,
    projects,
    projectNews: mailSettings.projectNews,
    today: officeToday(),
  };
}
