import { useCan } from "#app/lib/use-can.ts";
import { Link } from "react-router";
import type { SessionUser } from "#server/http/access.ts";
import { ChangePasswordSection } from "./change-password-section.tsx";
import { AccountLeads, type LeadSummary } from "./account-leads.tsx";
import { AccountOrders, type OrderSummaryRow } from "./account-orders.tsx";
import { AccountAppointments } from "./account-appointments.tsx";
import { AccountSubscriptions } from "./account-subscriptions.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { type EmailStatus, EmailConfirmationNotice, SignOutButton } from "#app/areas/identity/index.ts";
import { MailSettingsForm, ProjectCards } from "#app/areas/delivery/portal/index.ts";
import type { ProjectSummary } from "#app/areas/delivery/portal/index.server.ts";
import { MySystems, siteAddressLine } from "#app/areas/delivery/installed-systems/index.ts";
import type { SiteSummary } from "#app/areas/delivery/installed-systems/index.server.ts";
import { ServiceHistory, type TicketSummary } from "#app/areas/delivery/service-tickets/index.ts";
import { ChoosePlanSite, MyPlans } from "#app/areas/delivery/maintenance-plans/index.ts";
import type { OwnWaitingPurchase, SitePlanView } from "#app/areas/delivery/maintenance-plans/index.server.ts";
import { ProductionPanel, type ProductionView } from "#app/areas/delivery/system-production/index.ts";
import type { AppointmentSummary } from "#app/areas/delivery/booking/index.server.ts";
import type { SubscriptionSummary } from "#app/areas/messaging/index.server.ts";

export interface AccountDashboardProps {
  title: string;
  user: SessionUser;
  emailStatus: EmailStatus;
  requests: readonly LeadSummary[];
  orders: readonly OrderSummaryRow[];
  appointments: readonly AppointmentSummary[];
  subscriptions: readonly SubscriptionSummary[];
  projects: readonly ProjectSummary[];
  systems: readonly SiteSummary[];
  tickets: readonly TicketSummary[];
  plans: readonly SitePlanView[];
  planPurchases: readonly OwnWaitingPurchase[];
  production: Readonly<Record<string, ProductionView>>;
  projectNews: boolean;
  today: string;
}

const card = "rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900";

/**
 * /client-dashboard and /dashboard: the signed-in user's projects and their customer's requests, orders, appointments
 * and newsletter subscriptions; profile, password and sign-out.
 */
export function AccountDashboard({
  title,
  user,
  emailStatus,
  requests,
  orders,
  appointments,
  subscriptions,
  projects,
  systems,
  tickets,
  plans,
  planPurchases,
  production,
  projectNews,
  today,
}: AccountDashboardProps) {
  const canOpenUsers = useCan("read:staff:any");
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-12">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold">{title}</h1>
          <p className="text-slate-700 dark:text-slate-300">Welcome, {user.firstName}.</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {canOpenUsers ? (
            <Link
              to="/admin"
              className="inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
            >
              Admin Dashboard
            </Link>
          ) : null}
          <SignOutButton />
        </div>
      </header>
      <EmailConfirmationNotice email={user.email} status={emailStatus} />
      <ProjectCards projects={projects} today={today} />
      <div className={card}>
        <MySystems
          sites={systems}
          today={today}
          serviceOf={({ siteId, systemId }) => (
            <>
              {systemId && production[systemId] ? (
                <details open className="rounded-md border border-slate-200 p-3 dark:border-slate-700">
                  <summary className="cursor-pointer font-semibold">Production against the estimate</summary>
                  <ProductionPanel view={production[systemId]} />
                </details>
              ) : null}
              <ServiceHistory
                tickets={tickets.filter((ticket) => ticket.siteId === siteId && ticket.systemId === systemId)}
                systemId={systemId ?? undefined}
              />
            </>
          )}
        />
        <ChoosePlanSite
          purchases={planPurchases}
          sites={systems.map((site) => ({ id: site.id, address: siteAddressLine(site.address) }))}
        />
        {plans.length > 0 ? <MyPlans plans={plans} today={today} /> : null}
      </div>
      <div className={card}>
        <AccountLeads requests={requests} />
      </div>
      <div className={card}>
        <AccountOrders orders={orders} />
      </div>
      <div className={card}>
        <AccountAppointments appointments={appointments} />
      </div>
      <div className={card}>
        <AccountSubscriptions subscriptions={subscriptions} />
      </div>
      <div className={card}>
        <ProfileSection user={user} pendingEmail={emailStatus.pendingEmail} />
      </div>
      <div className={card}>
        <MailSettingsForm projectNews={projectNews} />
      </div>
      <div className={card}>
        <ChangePasswordSection />
      </div>
    </div>
  );
}
