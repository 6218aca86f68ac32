import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { customerWrites } from "#app/areas/customers/index.server.ts";
import { customerActivityWrite } from "#app/areas/sales/index.server.ts";
import { customerPageData } from "#app/areas/delivery/index.server.ts";
import { CustomerPage } from "#app/areas/delivery/index.ts";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import type { Route } from "./+types/platform-crm-customer";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  // The customer first: one outside the user's reach is a 404 before anything else about it is read.
  const data = await notFoundPage(() => customerPageData(context, params.id, request));
  const history = await recordHistory(context.services.db, "customer", data.records.customer.id);
  return { data, history };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runWriteAction(
    [...customerWrites, customerActivityWrite],
    pageCaller(context),
    params,
    await readForm(request),
  );
}

export const meta = ({ data }: Route.MetaArgs) => [
  {
    title: `${data ? (data.data.records.customer.name ?? data.data.records.customer.email) : "Customer"} | ${company.name}`,
  },
];

export default function PlatformCrmCustomerPage({ loaderData }: Route.ComponentProps) {
  const { customer } = loaderData.data.records;
  return (
    <StaffPage title={customer.name ?? customer.email}>
      <CustomerPage data={loaderData.data} />
      <RecordHistory events={loaderData.history} />
    </StaffPage>
  );
}
