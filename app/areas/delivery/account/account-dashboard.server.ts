import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "#server/http/access.ts";
import { listLeadsForUser } from "#app/areas/sales/index.server.ts";
import { listOrdersForUser } from "#app/areas/commerce/index.server.ts";
import { listAppointmentsForUser, type AppointmentSummary } from "#app/areas/delivery/booking/index.server.ts";
import { emailStatus } from "#app/areas/identity/index.server.ts";
import { listSubscriptionsForUser, type SubscriptionSummary } from "#app/areas/messaging/index.server.ts";
import type { LeadSummary } from "./account-leads.tsx";
import type { OrderSummaryRow } from "./account-orders.tsx";
import type { EmailStatus } from "#app/areas/identity/index.ts";
import {
  listOwnProjects,
  officeToday,
  readMailSettings,
  type ProjectSummary,
} from "#app/areas/delivery/portal/index.server.ts";
import { listOwnSystems, type SiteSummary } from "#app/areas/delivery/installed-systems/index.server.ts";
import { listOwnTickets, type TicketSummary } from "#app/areas/delivery/service-tickets/index.server.ts";
import { upcomingVisitsOf } from "#app/areas/delivery/service-visits/index.server.ts";
import {
  listOwnPlans,
  ownPurchasesWithoutSite,
  type OwnWaitingPurchase,
  type SitePlanView,
} from "#app/areas/delivery/maintenance-plans/index.server.ts";
import { productionOfSystems } from "#app/areas/delivery/system-production/index.server.ts";
import type { ProductionView } from "#app/areas/delivery/system-production/index.ts";

export interface AccountDashboardData {
  user: SessionUser;
  emailStatus: EmailStatus;
  requests: LeadSummary[];
  orders: OrderSummaryRow[];
  appointments: AppointmentSummary[];
  subscriptions: SubscriptionSummary[];
  projects: ProjectSummary[];
  /** "My systems": the customer's sites with their systems, equipment and warranties. */
  systems: SiteSummary[];
  /** Their service tickets, newest first: each system's service history. */
  tickets: TicketSummary[];
  /** Their sites' maintenance plans, each with its next visit and past reports. */
  plans: SitePlanView[];
  /** Plans they bought in the shop that wait for them to say at which site (decision 0190). */
  planPurchases: OwnWaitingPurchase[];
  /** Each solar system's production against its estimate over the last 12 months, by system id. */
  production: Record<string, ProductionView>;
  /** Whether the user gets the portal's project news by e-mail. */
  projectNews: boolean;
  /** The office's date, for marking overdue action items. */
  today: string;
}

/** The dashboard's data for a user its loader has already let in. */
export async function loadAccountDashboard(services: AppServices, user: SessionUser): Promise<AccountDashboardData> {
  const { db } = services;
  const [
    status,
    requests,
    orders,
    appointments,
    subscriptions,
    projects,
    mailSettings,
    systems,
    tickets,
    plans,
    planPurchases,
  ] = await Promise.all([
    emailStatus(db, user.id),
    listLeadsForUser(db, user),
    listOrdersForUser(db, user),
    listAppointmentsForUser(services, user),
    listSubscriptionsForUser(services, user),
    listOwnProjects(db, user),
    readMailSettings(db, user.id),
    listOwnSystems(db, user),
    listOwnTickets(db, user),
    listOwnPlans(db, user),
    ownPurchasesWithoutSite(db, user),
  ]);
  // Only the client's own tickets (listOwnTickets' scope) are asked for their next visit.
  const upcoming = await upcomingVisitsOf(
    db,
    tickets.map((ticket) => ticket.id),
  );
  const production = await productionOfSystems(
    services,
    user,
    systems.flatMap((site) => site.systems.filter((system) => system.kind !== "battery").map((system) => system.id)),
  );
  return {
    user,
    emailStatus: status,
    requests,
    orders,
    appointments,
    subscriptions,
    projects,
    systems,
    plans,
    planPurchases,
    production,
    tickets: tickets.map((ticket) => ({ ...ticket, nextVisit: upcoming.get(ticket.id) ?? null })),
    projectNews: mailSettings.projectNews,
    today: officeToday(),
  };
}
