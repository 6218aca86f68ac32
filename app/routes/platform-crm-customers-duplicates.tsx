import { company } from "#app/content/company.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { mergeCustomerWrite } from "#app/areas/customers/index.server.ts";
import { duplicatesPageData } from "#app/areas/sales/index.server.ts";
import { DuplicatesList } from "#app/areas/sales/index.ts";
import type { Route } from "./+types/platform-crm-customers-duplicates";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { page: await duplicatesPageData(context, request) };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runWriteAction([mergeCustomerWrite], pageCaller(context), params, await readForm(request));
}

export const meta = () => [{ title: `Possible duplicates | ${company.name}` }];

export default function PlatformCrmCustomersDuplicatesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Possible duplicates">
      <DuplicatesList page={loaderData.page} />
    </StaffPage>
  );
}
