import type { ReactNode } from "react";
import { Link } from "react-router";
import { appointmentTypeBySlug } from "#app/content/appointment-types.ts";
import { labelOf } from "#app/lib/labels.ts";
import { formatCents } from "#app/lib/format.ts";
import { formatOfficeDate, formatOfficeTime } from "#app/lib/office-time.ts";
import { utilityTariffs } from "#app/content/utility-tariffs.ts";
import { Panel } from "#app/ui/panel.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { appointmentStatusLabels } from "#app/areas/delivery/booking/index.ts";
import { leadStatusLabels } from "#app/areas/sales/index.ts";
import { orderStatusLabels } from "#app/areas/commerce/index.ts";
import type { CustomerRecords } from "./customer-records.server.ts";

const notGiven = <span className="text-slate-600 dark:text-slate-400">Not given</span>;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-700 dark:text-slate-300">{label}</dt>
          <dd className="wrap-anywhere">{value ?? notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One kind of the person's records: a heading and a line per record, or nothing at all when there is none. */
function RecordList({ title, items }: { title: string; items: { key: string; content: ReactNode }[] }) {
  if (items.length === 0) return null;
  return (
    <section aria-label={title} className="grid gap-1 text-sm">
      <h3 className="font-semibold">{title}</h3>
      <ul className="grid gap-1">
        {items.map((item) => (
          <li key={item.key}>{item.content}</li>
        ))}
      </ul>
    </section>
  );
}

function accountText(account: CustomerRecords["customer"]["account"]): string {
  if (!account) return "No account";
  return `${account.username} (${account.emailConfirmed ? "address confirmed" : "address not confirmed"})`;
}

/**
 * "This person" on a staff page: the customer a record belongs to (what the CRM keeps about them), their other
 * records with links, and other customers who may be the same person (a hint only: records join a customer by
 * account or confirmed address, or when staff merge them). On a lead's page it names the lead's customer and lists
 * their other leads; on the customer's own page, every lead.
 */
export function CustomerPanel({ records, currentLeadId }: { records: CustomerRecords; currentLeadId?: string }) {
  const { customer } = records;
  const otherLeads = records.leads.filter((lead) => lead.id !== currentLeadId);
  // A service request is a lead from the service request form: listed apart from the sales leads and deals.
  const isServiceRequest = (lead: (typeof otherLeads)[number]) => lead.source === "service_request_form";
  const leadItem = (lead: (typeof otherLeads)[number]) => ({
    key: lead.id,
    content: (
      <>
        <Link to={`/admin-crm/leads/${lead.id}`} className={recordLinkClass}>
          {lead.reference}
        </Link>{" "}
        · {formatOfficeDate(new Date(lead.createdAt))} · {lead.serviceNeeded ?? "Message"} ·{" "}
        {labelOf(leadStatusLabels, lead.status)}
      </>
    ),
  });
  return (
    <Panel title="Customer">
      <div className="grid gap-4">
        <Facts
          rows={[
            [
              "Name",
              currentLeadId ? (
                <Link to={`/platform/crm/customers/${customer.id}`} className={recordLinkClass}>
                  {customer.name ?? customer.email}
                </Link>
              ) : (
                customer.name
              ),
            ],
            ["E-mail", customer.email],
            ["Phone", customer.phone],
            ["Company", customer.companyName],
            ["Addresses", customer.addresses.length > 0 ? customer.addresses.join(" · ") : null],
            ["Town", customer.town],
            ["Utility", customer.utility ? utilityTariffs[customer.utility].name : null],
            ["Property type", customer.propertyType],
            ["Owner", customer.ownerName ?? "Nobody"],
            ["Tags", customer.tags.length > 0 ? customer.tags.join(", ") : "None"],
            ["Account", accountText(customer.account)],
            ["Customer since", formatOfficeDate(new Date(customer.createdAt))],
          ]}
        />
        <RecordList
          title={currentLeadId ? "Other leads" : "Leads and deals"}
          items={otherLeads.filter((lead) => !isServiceRequest(lead)).map(leadItem)}
        />
        <RecordList title="Service requests" items={otherLeads.filter(isServiceRequest).map(leadItem)} />
        <RecordList
          title="Orders"
          items={records.orders.map((order) => ({
            key: order.orderNumber,
            content: (
              <>
                <Link
                  to={`/platform/inventory/orders?search=${encodeURIComponent(order.orderNumber)}`}
                  className={recordLinkClass}
                >
                  {order.orderNumber}
                </Link>{" "}
                · {formatOfficeDate(new Date(order.createdAt))} ·{" "}
                {order.totalCents === null ? "" : `${formatCents(order.totalCents)} · `}
                {orderStatusLabels[order.status]}
              </>
            ),
          }))}
        />
        <RecordList
          title="Appointments"
          items={records.appointments.map((appointment) => ({
            key: appointment.id,
            content: (
              <>
                <Link to={`/admin-crm/appointments?appointment=${appointment.id}`} className={recordLinkClass}>
                  {appointment.reference}
                </Link>{" "}
                · {formatOfficeTime(new Date(appointment.startsAt))} ·{" "}
                {appointmentTypeBySlug(appointment.type)?.name ?? appointment.type} ·{" "}
                {appointmentStatusLabels[appointment.status]}
              </>
            ),
          }))}
        />
        <RecordList
          title="Projects"
          items={records.projects.map((project) => ({
            key: project.id,
            content: (
              <Link to={`/admin-crm/projects/${project.id}`} className={recordLinkClass}>
                {project.title}
              </Link>
            ),
          }))}
        />
        <RecordList
          title="Portal messages"
          items={records.messages.map((message) => ({
            key: message.id,
            content: (
              <>
                <Link to={`/admin-crm/projects/${message.projectId}`} className={recordLinkClass}>
                  {message.projectTitle}
                </Link>{" "}
                · {formatOfficeTime(new Date(message.createdAt))} ·{" "}
                {message.authorSide === "client" ? "from the client" : "from staff"}: “{message.body}”
              </>
            ),
          }))}
        />
        <RecordList
          title="Documents"
          items={records.documents.map((document) => ({
            key: document.id,
            content: (
              <>
                <Link to={`/admin-crm/projects/${document.projectId}`} className={recordLinkClass}>
                  {document.name}
                </Link>{" "}
                · {formatOfficeDate(new Date(document.createdAt))} · {document.projectTitle}
              </>
            ),
          }))}
        />
        <RecordList
          title="Newsletter"
          items={records.subscriptions.map((subscription) => ({
            key: subscription.email,
            content: `${subscription.email} · ${subscription.unsubscribedAt ? "unsubscribed" : "subscribed"}`,
          }))}
        />
        <RecordList
          title="Possibly the same person (not joined)"
          items={records.possiblySamePerson.map((other) => ({
            key: other.id,
            content: (
              <>
                {other.newestLeadId ? (
                  <Link to={`/admin-crm/leads/${other.newestLeadId}`} className={recordLinkClass}>
                    {other.name ?? other.email}
                  </Link>
                ) : (
                  (other.name ?? other.email)
                )}{" "}
                {`· ${other.email} · ${other.phone ?? "no phone"} · same ${other.sameEmail ? "e-mail" : "phone"}`}
              </>
            ),
          }))}
        />
      </div>
    </Panel>
  );
}
