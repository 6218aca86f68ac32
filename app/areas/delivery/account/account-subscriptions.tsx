import { Link } from "react-router";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { DashboardSection } from "#app/ui/dashboard-section.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import type { SubscriptionSummary } from "#app/areas/messaging/index.server.ts";

const columns: Column<SubscriptionSummary>[] = [
  { header: "Address", rowHeader: true, cell: (subscription) => subscription.email },
  { header: "Since", cell: (subscription) => formatOfficeDate(new Date(subscription.createdAt)) },
  {
    header: "Status",
    cell: (subscription) =>
      subscription.unsubscribePath ? (
        <>
          Subscribed ·{" "}
          <Link to={subscription.unsubscribePath} className={textLinkClass}>
            Unsubscribe
          </Link>
        </>
      ) : (
        "Unsubscribed"
      ),
  },
];

/** The newsletter addresses of the signed-in client (signed up signed in or from the confirmed address). */
export function AccountSubscriptions({ subscriptions }: { subscriptions: readonly SubscriptionSummary[] }) {
  return (
    <DashboardSection
      id="my-subscriptions"
      title="My Newsletter Subscriptions"
      empty={subscriptions.length === 0 && "You are not subscribed to our newsletter. Sign up at the foot of any page."}
    >
      <DataTable
        label="Your newsletter subscriptions"
        caption="The addresses that get our newsletter"
        columns={columns}
        rows={subscriptions}
        rowKey={(subscription) => subscription.email}
        empty={null}
      />
    </DashboardSection>
  );
}
