import { Link } from "react-router";
import { labelOf } from "../../lib/labels.ts";
import { formatOfficeTime } from "../../lib/office-time.ts";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { ExportCsvLink } from "../../ui/export-csv-link.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { leadSourceLabels } from "./labels.ts";
import { LeadFilterForm } from "./lead-filter-form.tsx";
import type { LeadListQuery } from "./lead-list-query.server.ts";
import type { AssignableAdmin, LeadPage } from "./lead-queries.server.ts";
import { LeadStatusBadge } from "./lead-status-badge.tsx";
import { SlaBadge } from "./sla-badge.tsx";
import { SpamBadge } from "./spam-badge.tsx";

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
        <Link
          to={`/admin-crm/leads/${lead.id}`}
          className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
        >
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
        <div className="break-all">{lead.email}</div>
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

export function LeadsInbox({
  page,
  query,
  admins,
}: {
  page: LeadPage;
  query: LeadListQuery;
  admins: AssignableAdmin[];
}) {
  return (
    <div className="grid gap-6">
      <LeadFilterForm query={query} admins={admins} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {page.total} {page.total === 1 ? "lead" : "leads"}
        </h2>
        <ExportCsvLink path="/api/admin/leads.csv" />
      </div>
      <DataTable
        label="Leads"
        caption={`Leads, ${query.sort === "createdAt" ? "newest first" : "sorted"}`}
        columns={columns}
        rows={page.items}
        rowKey={(lead) => lead.id}
        sort={{ sort: query.sort, dir: query.dir, defaultSort: "createdAt", defaultDir: "desc" }}
        empty="No leads match these filters."
      />
      <Pagination list={page} noun={{ one: "lead", many: "leads" }} />
    </div>
  );
}
