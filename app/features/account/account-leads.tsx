import { company } from "../../content/company.ts";
import { Link } from "react-router";

export interface LeadSummary {
  reference: string;
  createdAt: Date | string;
  serviceNeeded: string;
  status: string;
}

const submittedDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: company.timeZone });

/** The signed-in user's own service requests (by account or e-mail), newest first as given. */
export function AccountLeads({ requests }: { requests: readonly LeadSummary[] }) {
  return (
    <section aria-labelledby="my-requests" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-requests" className="text-xl font-semibold">
          My Service Requests
        </h2>
        <Link
          to="/request-service"
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
        >
          Request service
        </Link>
      </div>
      {requests.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-600 dark:text-slate-300">
          You have no service requests yet.{" "}
          <Link
            to="/request-service"
            className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300"
          >
            Request a service
          </Link>
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Your service requests and their status</caption>
            <thead className="bg-slate-50 dark:bg-slate-800">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Reference
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Submitted
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Service
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Status
                </th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <tr key={request.reference} className="border-t border-slate-200 dark:border-slate-700">
                  <td className="px-4 py-2 font-mono">{request.reference}</td>
                  <td className="px-4 py-2">{submittedDate.format(new Date(request.createdAt))}</td>
                  <td className="px-4 py-2">{request.serviceNeeded}</td>
                  <td className="px-4 py-2 capitalize">{request.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
