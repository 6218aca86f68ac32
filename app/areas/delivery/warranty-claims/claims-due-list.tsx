import { Link } from "react-router";
import { formatCents, formatIsoDate } from "#app/lib/format.ts";
import type { Column } from "#app/ui/data-table.tsx";
import type { FilterSelect } from "#app/ui/filter-form.tsx";
import { StaffList, type ListTexts } from "#app/ui/staff-list.tsx";
import { recordLinkClass } from "#app/ui/text-link.ts";
import { claimStateLabels, claimStates } from "./claim-states.ts";
import { ClaimStateText } from "./claim-state-text.tsx";
import { staffTicketPath } from "#app/areas/delivery/service-tickets/index.ts";
import type { ClaimsDuePage, ClaimsDueQuery } from "./claims-due-list.server.ts";

type Claim = ClaimsDuePage["items"][number];

const texts: ListTexts = {
  noun: { one: "claim", many: "claims" },
  label: "Warranty claims",
  caption: "Warranty claims by deadline, soonest first",
  empty: "No warranty claim matches these filters.",
  filters: { search: "Search manufacturer, RMA, ticket or customer", csvPath: "/api/service/claims.csv" },
};
const selects: FilterSelect[] = [
  ["State", "state", "Open: to claim or claimed", claimStates.map((state) => [state, claimStateLabels[state]])],
];

/**
 * Claims due (/enterprise-carm/claims): the warranty claims not yet claimed or paid by deadline, overdue said in
 * words, and the labour reimbursement the whole filter adds up to (for those who read money).
 */
export function ClaimsDueList({ page, query }: { page: ClaimsDuePage; query: ClaimsDueQuery }) {
  const columns: Column<Claim>[] = [
    {
      header: "Claim by",
      rowHeader: true,
      className: "whitespace-nowrap",
      cell: (claim) => formatIsoDate(claim.claimDeadline),
    },
    {
      header: "Ticket",
      cell: (claim) => (
        <Link to={staffTicketPath(claim.ticketId)} className={recordLinkClass}>
          {claim.ticketReference}
        </Link>
      ),
    },
    {
      header: "Customer",
      cell: (claim) => (
        <Link to={`/platform/crm/customers/${claim.customerId}`} className={recordLinkClass}>
          {claim.customerName}
        </Link>
      ),
    },
    { header: "Manufacturer", cell: (claim) => claim.manufacturer },
    { header: "RMA", cell: (claim) => claim.rmaNumber ?? "None yet" },
    { header: "Replaced", cell: (claim) => `${formatIsoDate(claim.replacedOn)}: ${claim.serials}` },
    { header: "State", cell: (claim) => <ClaimStateText claim={claim} /> },
    ...(page.totals
      ? [
          {
            header: "Labour claimed",
            cell: (claim: Claim) => (claim.amountCents == null ? "Not recorded" : formatCents(claim.amountCents)),
          },
        ]
      : []),
  ];
  return (
    <div className="grid gap-4">
      {page.totals ? (
        <p className="text-sm" aria-live="polite">
          Labour reimbursement on the {page.total === 1 ? "claim" : `${page.total} claims`} listed:{" "}
          <strong>{formatCents(page.totals.amountCents)}</strong>, of which not yet claimed:{" "}
          <strong>{formatCents(page.totals.toClaimCents)}</strong>.
        </p>
      ) : null}
      <StaffList page={page} query={query} columns={columns} texts={texts} selects={selects} />
    </div>
  );
}
