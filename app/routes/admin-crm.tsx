import { company } from "../content/company.ts";
import { signedInUser } from "../lib/page-access.server.ts";
import { AdminWorkSummary } from "../features/backoffice/admin-work-summary.tsx";
import { BackofficePage } from "../features/backoffice/backoffice-nav.tsx";
import { leadListQuerySchema } from "../features/backoffice/lead-list-query.server.ts";
import { listAssignableAdmins, listLeads } from "../features/backoffice/lead-queries.server.ts";
import { LeadsInbox } from "../features/backoffice/leads-inbox.tsx";
import { readSearchParams } from "../features/backoffice/list-query-fields.server.ts";
import { loadAdminWorkSummary } from "../features/backoffice/work-summary.server.ts";
import type { Route } from "./+types/admin-crm";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = signedInUser(context);
  const query = readSearchParams(leadListQuerySchema, new URL(request.url).searchParams);
  const { db } = context.services;
  const [page, admins, summary] = await Promise.all([
    listLeads(db, query),
    listAssignableAdmins(db),
    loadAdminWorkSummary(db, admin.id),
  ]);
  return { page, query, admins, summary };
}

export const meta = () => [{ title: `Leads | ${company.name}` }];

export default function AdminCrmPage({ loaderData }: Route.ComponentProps) {
  const { page, query, admins, summary } = loaderData;
  return (
    <BackofficePage title="Leads">
      <div className="grid gap-8">
        <AdminWorkSummary summary={summary} />
        <LeadsInbox page={page} query={query} admins={admins} />
      </div>
    </BackofficePage>
  );
}
