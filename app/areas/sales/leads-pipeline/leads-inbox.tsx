import { Link } from "react-router";
import { labelOf } from "#app/lib/labels.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { Column } from "#app/ui/data-table.tsx";
import { ExportCsvLink } from "#app/ui/export-csv-link.tsx";
import { leadSourceLabels } from "#app/areas/sales/leads/index.ts";
import { LeadFilterForm } from "./lead-filter-form.tsx";
import type { LeadListQuery, LeadPage } from "./lead-list.server.ts";
import type { AssignableAdmin } from "./lead-queries.server.ts";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { SlaBadge } from "./sla-badge.tsx";
import { SpamBadge } from "./spam-badge.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { StaffList } from "#app/ui/staff-list.tsx";
import { EmailAddress } from "#app/ui/email-address.tsx";

type Lead = LeadPage["items"][number];

const muted = "text-xs text-slate-700 dark:text-slate-300";

const columns: Column<Lead>[] = [
  {
    header: "Received",
    sortKey: "createdAt",
    className: "whitespace-nowrap",
    cell: (lead) => formatOfficeTime(lead.createdAt),
  },
  {
    header: "Name",
    sortKey: "customerName",
    firstDir: "asc",
    cell: (lead) => (
      <>
        <Link to={`/admin-crm/leads/${lead.id}`} className={recordLinkClass}>
          {lead.customerName}
        </Link>
        <div className={muted}>{lead.reference}</div>
        <SpamBadge lead={lead} />
      </>
    ),
  },
  {
    header: "Contact",
    cell: (lead) => (
      <>
        <div>
          <EmailAddress address={lead.email} />
        </div>
        {lead.phone ? <div className="whitespace-nowrap">{lead.phone}</div> : null}
      </>
    ),
  },
  {
    header: "Property and service",
    cell: (lead) => (
      <>
        <div>{lead.propertyType ?? "—"}</div>
        <div className={muted}>{lead.serviceNeeded ?? "Message"}</div>
      </>
    ),
  },
  { header: "Source", cell: (lead) => labelOf(leadSourceLabels, lead.source) },
  { header: "Status", sortKey: "status", cell: (lead) => <LeadStatusBadge status={lead.status} /> },
  {
    header: "First contact",
    cell: (lead) =>
      lead.sla && (lead.sla.state === "due" || lead.sla.state === "overdue") ? <SlaBadge sla={lead.sla} /> : null,
  },
  {
    header: "Assigned to",
    cell: (lead) => lead.assigneeName ?? <span className="text-slate-700 dark:text-slate-300">Unassigned</span>,
  },
];

/** The leads inbox: its filters, how many match with their CSV, and the page of leads. */
export function LeadsInbox({
  page,
  query,
  admins,
}: {
  page: LeadPage;
  query: LeadListQuery;
  admins: AssignableAdmin[];
}) {
  const caption = `Leads, ${query.sort === "createdAt" ? "newest first" : "sorted"}`;
  return (
    <div className="grid gap-6">
      <LeadFilterForm query={query} admins={admins} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {page.total} {page.total === 1 ? "lead" : "leads"}
        </h2>
        <ExportCsvLink path="/api/admin/leads.csv" />
      </div>
      <StaffList
        page={page}
        columns={columns}
        texts={{ noun: { one: "lead", many: "leads" }, caption }}
        sort={{ sort: query.sort, dir: query.dir, defaultSort: "createdAt", defaultDir: "desc" }}
      />
    </div>
  );
}
