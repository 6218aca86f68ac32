import { Link } from "react-router";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { DataTable, type Column } from "#app/ui/data-table.tsx";
import { DashboardSection } from "#app/ui/dashboard-section.tsx";
import { textLinkClass } from "#app/ui/text-link.ts";

export interface LeadSummary {
  reference: string;
  createdAt: Date | string;
  serviceNeeded: string;
  status: string;
}

const columns: Column<LeadSummary>[] = [
  { header: "Reference", className: "font-mono", cell: (request) => request.reference },
  { header: "Submitted", cell: (request) => formatOfficeDate(new Date(request.createdAt)) },
  { header: "Service", cell: (request) => request.serviceNeeded },
  { header: "Status", className: "capitalize", cell: (request) => request.status },
];

const requestsSection = {
  id: "my-requests",
  title: "My Service Requests",
  more: { to: "/request-service", label: "Request service" },
};
const noRequests = (
  <>
    You have no service requests yet.{" "}
    <Link to="/request-service" className={textLinkClass}>
      Request a service
    </Link>
  </>
);

/** The signed-in user's own service requests (by account or e-mail), newest first as given. */
export function AccountLeads({ requests }: { requests: readonly LeadSummary[] }) {
  return (
    <DashboardSection {...requestsSection} empty={requests.length === 0 && noRequests}>
      <DataTable
        label="Your service requests"
        caption="Your service requests and their status"
        columns={columns}
        rows={requests}
        rowKey={(request) => request.reference}
        empty={null}
      />
    </DashboardSection>
  );
}
