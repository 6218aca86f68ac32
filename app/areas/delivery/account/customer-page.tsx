import { Panel } from "#app/ui/panel.tsx";
import { CustomerChangeForm } from "./customer-change-form.tsx";
import { CustomerPanel } from "./customer-panel.tsx";
import type { CustomerPageData } from "./customer-page.server.ts";
import { MergeIntoButton } from "#app/areas/customers/index.ts";
import { CustomerSites } from "#app/areas/delivery/installed-systems/index.ts";

/**
 * The CRM's customer (/platform/crm/customers/:id): who they are and everything on record for them; for the office
 * and admins, the form that changes what staff keep and the merge of a customer who may be the same person.
 */
export function CustomerPage({ data }: { data: CustomerPageData }) {
  const { records, changes, owners } = data;
  const { customer } = records;
  return (
    <div className="grid gap-6">
      <CustomerPanel records={records} />
      <CustomerSites customerId={customer.id} sites={data.sites} />
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
