import { company } from "#app/content/company.ts";
import { StaffAccounts } from "#app/areas/identity/index.ts";
import { staffList, staffWrites } from "#app/areas/identity/index.server.ts";
import { signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/admin-staff";

export async function loader({ context, request }: Route.LoaderArgs) {
  return { ...(await staffList.pageData(context, request)), currentUserId: signedInUser(context).id };
}

export async function action({ context, request }: Route.ActionArgs) {
  return runWriteAction(staffWrites, pageCaller(context), {}, await readForm(request));
}

export const meta = () => [{ title: `Staff | ${company.name}` }];

export default function AdminStaffPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Staff">
      <StaffAccounts page={loaderData.page} query={loaderData.query} currentUserId={loaderData.currentUserId} />
    </StaffPage>
  );
}
