import { Panel } from "#app/ui/panel.tsx";
import { CustomerChangeForm } from "./customer-change-form.tsx";
import { CustomerPanel } from "./customer-panel.tsx";
import type { CustomerPageData } from "./customer-page.server.ts";
import { MergeIntoButton } from "#app/areas/customers/index.ts";
import { LeadActivityForm } from "#app/areas/sales/index.ts";
import { ReferralSection } from "#app/areas/delivery/referrals/index.ts";
import { CustomerTimeline } from "./customer-timeline.tsx";
import { CustomerSites } from "#app/areas/delivery/installed-systems/index.ts";

/**
 * The CRM's customer (/platform/crm/customers/:id): who they are, everything on record for them and one timeline of
 * what happened; for staff who work leads, a call, meeting, e-mail or note logged on the customer without a deal; for
 * the office and admins, the form that changes what staff keep and the merge of a customer who may be the same person.
 */
export function CustomerPage({ data }: { data: CustomerPageData }) {
  const { records, changes, owners, logsActivities, activityStaff, referrals } = data;
  const { customer } = records;
  return (
    <div className="grid gap-6">
      <CustomerPanel records={records} />
      <CustomerSites customerId={customer.id} sites={data.sites} />
      {logsActivities ? (
        <Panel title="Log an activity">
          <LeadActivityForm admins={activityStaff} intent="customer-activity" />
        </Panel>
      ) : null}
      <Panel title="Referrals">
        <ReferralSection customerId={customer.id} referrals={referrals} changes={changes} />
      </Panel>
      <Panel title="Timeline">
        <CustomerTimeline timeline={records.timeline} />
      </Panel>
      {changes ? (
        <Panel title="Owner, town, utility and tags">
          <CustomerChangeForm customer={customer} owners={owners} />
        </Panel>
      ) : null}
      {changes && records.possiblySamePerson.length > 0 ? (
        <Panel title="Merge a possible duplicate">
          <ul className="grid gap-3 text-sm">
            {records.possiblySamePerson.map((other) => (
              <li key={other.id} className="grid gap-1">
                <span>
                  {other.name ?? other.email} · {other.email} · {other.phone ?? "no phone"}
                </span>
                <MergeIntoButton survivor={customer} merged={other} />
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </div>
  );
}
