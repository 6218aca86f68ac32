import { Link, useLocation } from "react-router";
import { buttonClass } from "../../ui/button.tsx";
import { labelOf, leadSourceLabels } from "./labels.ts";
import { LeadFilterForm } from "./lead-filter-form.tsx";
import type { AssignableAdmin, LeadPage } from "./lead-queries.server.ts";
import type { LeadListQuery, LeadSortField } from "./lead-list-query.server.ts";
import { formatOfficeTime } from "./office-time.ts";
import { Pagination } from "./pagination.tsx";
import { SlaBadge } from "./sla-badge.tsx";
import { SpamBadge } from "./spam-badge.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { withSearch } from "./url-search.ts";

/** A column header that sorts by its field; a second click reverses the order. */
function SortableHeader({ field, label, query }: { field: LeadSortField; label: string; query: LeadListQuery }) {
  const { pathname, search } = useLocation();
  const active = query.sort === field;
  const nextOrder = active ? (query.order === "asc" ? "desc" : "asc") : field === "customerName" ? "asc" : "desc";
  const to = {
    pathname,
    search: withSearch(search, {
      sort: field === "createdAt" ? null : field,
      order: nextOrder === "desc" ? null : nextOrder,
      page: null,
    }),
  };
  return (
    <th
      scope="col"
      aria-sort={active ? (query.order === "asc" ? "ascending" : "descending") : "none"}
      className="px-3 py-2"
    >
      <Link to={to} className="inline-flex min-h-6 items-center gap-1 underline-offset-2 hover:underline">
        {label}
        {active ? <span aria-hidden>{query.order === "asc" ? "▲" : "▼"}</span> : null}
      </Link>
    </th>
  );
}

/** The CSV export of exactly what the filters show, in the same order. */
function ExportLink() {
  const { search } = useLocation();
  return (
    <a
      href={`/api/admin/leads.csv${withSearch(search, { page: null, pageSize: null })}`}
      download
      className={buttonClass("secondary")}
    >
      Export CSV
    </a>
  );
}

export function LeadsInbox({
  page,
  query,
  admins,
}: {
  page: LeadPage;
  query: LeadListQuery;
  admins: AssignableAdmin[];
}) {
  const { search } = useLocation();
  return (
    <div className="grid gap-6">
      <LeadFilterForm key={search} query={query} admins={admins} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {page.total} {page.total === 1 ? "lead" : "leads"}
        </h2>
        <ExportLink />
      </div>
      <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-800">
        <table className="min-w-full text-left text-sm">
          <caption className="sr-only">Leads, {query.sort === "createdAt" ? "newest first" : "sorted"}</caption>
          <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-700 dark:bg-slate-900 dark:text-slate-300">
            <tr>
              <SortableHeader field="createdAt" label="Received" query={query} />
              <SortableHeader field="customerName" label="Name" query={query} />
              <th scope="col" className="px-3 py-2">
                Contact
              </th>
              <th scope="col" className="px-3 py-2">
                Property and service
              </th>
              <th scope="col" className="px-3 py-2">
                Source
              </th>
              <SortableHeader field="status" label="Status" query={query} />
              <th scope="col" className="px-3 py-2">
                First contact
              </th>
              <th scope="col" className="px-3 py-2">
                Assigned to
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
            {page.items.map((lead) => (
              <tr key={lead.id} className="align-top">
                <td className="whitespace-nowrap px-3 py-3">{formatOfficeTime(lead.createdAt)}</td>
                <td className="px-3 py-3">
                  <Link
                    to={`/admin-crm/leads/${lead.id}`}
                    className="font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-brand-300"
                  >
                    {lead.customerName}
                  </Link>
                  <div className="text-xs text-slate-700 dark:text-slate-300">{lead.reference}</div>
                  <SpamBadge lead={lead} />
                </td>
                <td className="px-3 py-3">
                  <div className="break-all">{lead.email}</div>
                  {lead.phone ? <div className="whitespace-nowrap">{lead.phone}</div> : null}
                </td>
                <td className="px-3 py-3">
                  <div>{lead.propertyType ?? "—"}</div>
                  <div className="text-xs text-slate-700 dark:text-slate-300">{lead.serviceNeeded ?? "Message"}</div>
                </td>
                <td className="px-3 py-3">{labelOf(leadSourceLabels, lead.source)}</td>
                <td className="px-3 py-3">
                  <StatusBadge status={lead.status} />
                </td>
                <td className="px-3 py-3">
                  {lead.sla && (lead.sla.state === "due" || lead.sla.state === "overdue") ? (
                    <SlaBadge sla={lead.sla} />
                  ) : null}
                </td>
                <td className="px-3 py-3">
                  {lead.assigneeName ?? <span className="text-slate-700 dark:text-slate-300">Unassigned</span>}
                </td>
              </tr>
            ))}
            {page.items.length === 0 ? (
              <tr>
                <td colSpan={8} className="px-3 py-8 text-center text-slate-700 dark:text-slate-300">
                  No leads match these filters.
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
      <Pagination page={page.page} pageSize={page.pageSize} total={page.total} noun="leads" />
    </div>
  );
}
