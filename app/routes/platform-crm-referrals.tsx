import { company } from "#app/content/company.ts";
import { can } from "#app/lib/permissions.ts";
import { permissionsFor, signedInUser } from "#app/lib/page-access.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageCaller, runWriteAction } from "#app/lib/write.server.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import { markRewardPaidWrite, referralList } from "#app/areas/delivery/index.server.ts";
import { ReferralsList } from "#app/areas/delivery/index.ts";
import type { Route } from "./+types/platform-crm-referrals";

export async function loader({ context, request }: Route.LoaderArgs) {
  const permissions = await permissionsFor(context.services, signedInUser(context));
  return { ...(await referralList.pageData(context, request)), marksPaid: can(permissions, "write:customer:any") };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  return runWriteAction([markRewardPaidWrite], pageCaller(context), params, await readForm(request));
}

export const meta = () => [{ title: `Referrals | ${company.name}` }];

export default function PlatformCrmReferralsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Referrals">
      <ReferralsList page={loaderData.page} query={loaderData.query} marksPaid={loaderData.marksPaid} />
    </StaffPage>
  );
}
