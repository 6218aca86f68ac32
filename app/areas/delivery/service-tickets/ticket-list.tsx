import { Link } from "react-router";
import { ticketSlaFilterLabels } from "./sla-filter.ts";
import { ticketPriorities, ticketPriorityLabels, ticketTypeLabels } from "#app/content/service-targets.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";
import { TicketSlaBadge } from "./ticket-sla-badge.tsx";
import type { TicketListPageData } from "./ticket-pages.server.ts";
import { ticketStatuses, ticketStatusLabels } from "./ticket-statuses.ts";
import { dueWords } from "./ticket-values.ts";
import { staffTicketPath } from "./ticket-paths.ts";

type Ticket = TicketListPageData["page"]["items"][number];

const texts: ListTexts = {
  noun: { one: "ticket", many: "tickets" },
  label: "Service tickets",
  caption: "Service tickets, most urgent first unless sorted otherwise",
  empty: "No ticket matches these filters.",
  filters: { search: "Search reference or customer", csvPath: "/api/service/tickets.csv" },
};

const slaSelect: FilterSelect = ["SLA", "sla", "Any", Object.entries(ticketSlaFilterLabels)];

const statusSelect: FilterSelect = [
  "Status",
  "status",
  "Any status",
  [
    ["open", "Open (not resolved or closed)"],
    ...ticketStatuses.map((status): [string, string] => [status, ticketStatusLabels[status]]),
  ],
];
const prioritySelect: FilterSelect = [
  "Priority",
  "priority",
  "Any priority",
  ticketPriorities.map((priority) => [priority, ticketPriorityLabels[priority]]),
];

const columns: Column<Ticket>[] = [
  {
    header: "Ticket",
    rowHeader: true,
    cell: (ticket) => (
      <Link to={staffTicketPath(ticket.id)} className={textLinkClass}>
        {ticket.reference}
      </Link>
    ),
  },
  {
    header: "Customer and site",
    cell: (ticket) => (
      <>
        <span className="block">{ticket.customerName}</span>
        <span className="block text-xs text-slate-700 dark:text-slate-300">
          {ticket.line1}, {ticket.city}
        </span>
      </>
    ),
  },
  {
    header: "Type",
    cell: (ticket) => `${ticketTypeLabels[ticket.type]} · ${ticketPriorityLabels[ticket.priority]}`,
  },
  { header: "Status", cell: (ticket) => ticketStatusLabels[ticket.status] },
  { header: "Technician", cell: (ticket) => ticket.technicianName ?? "Nobody" },
  { header: "SLA", cell: (ticket) => <TicketSlaBadge badge={ticket.badge} paused={ticket.waitingOn !== null} /> },
  {
    header: "Next due (Pacific time)",
    sortKey: "due",
    firstDir: "asc",
    cell: (ticket) => dueWords(ticket.nextDueAt, ticket.waitingOn ? "Paused" : "—"),
  },
  {
    header: "Opened",
    sortKey: "opened",
    firstDir: "desc",
    cell: (ticket) => formatOfficeTime(new Date(ticket.createdAt)),
  },
];

/**
 * Service tickets (/enterprise-carm/tickets): filtered by status, priority, technician (for the office) and site, the
 * filters being GET query fields; each row with its SLA badge in words, its next due time in Pacific time and a link
 * to the ticket.
 */
export function TicketList({ data }: { data: TicketListPageData }) {
  const { page, query, technicians } = data;
  const technicianSelect: FilterSelect[] = technicians
    ? [
        [
          "Technician",
          "technician",
          "Anyone",
          [
            ["none", "Nobody assigned"],
            ...technicians.map((each): [string, string] => [each.id, each.name ?? each.id]),
          ],
        ],
      ]
    : [];
  return (
    <StaffList
      page={page}
      query={query}
      columns={columns}
      texts={texts}
      selects={[statusSelect, slaSelect, prioritySelect, ...technicianSelect]}
      sort={{ sort: query.sort, dir: query.dir, defaultSort: "due", defaultDir: "asc" }}
    >
      {query.siteId ? <input type="hidden" name="siteId" value={query.siteId} /> : null}
    </StaffList>
  );
}
