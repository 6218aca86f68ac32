import { Link } from "react-router";
import { company } from "../../content/company.ts";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { EmptyState } from "../../ui/empty-state.tsx";

export interface LeadSummary {
  reference: string;
  createdAt: Date | string;
  serviceNeeded: string;
  status: string;
}

const submittedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: company.timeZone });
const linkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";

const columns: Column<LeadSummary>[] = [
  { header: "Reference", className: "font-mono", cell: (request) => request.reference },
  { header: "Submitted", cell: (request) => submittedDate.format(new Date(request.createdAt)) },
  { header: "Service", cell: (request) => request.serviceNeeded },
  { header: "Status", className: "capitalize", cell: (request) => request.status },
];

/** The signed-in user's own service requests (by account or e-mail), newest first as given. */
export function AccountLeads({ requests }: { requests: readonly LeadSummary[] }) {
  return (
    <section aria-labelledby="my-requests" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-requests" className="text-xl font-semibold">
          My Service Requests
        </h2>
        <Link to="/request-service" className={`text-sm ${linkClass}`}>
          Request service
        </Link>
      </div>
      {requests.length === 0 ? (
        <EmptyState>
          You have no service requests yet.{" "}
          <Link to="/request-service" className={linkClass}>
            Request a service
          </Link>
        </EmptyState>
      ) : (
        <DataTable
          label="Your service requests"
          caption="Your service requests and their status"
          columns={columns}
          rows={requests}
          rowKey={(request) => request.reference}
          empty={null}
        />
      )}
    </section>
  );
}
