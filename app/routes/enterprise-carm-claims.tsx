import { company } from "#app/content/company.ts";
import { claimsDueList } from "#app/areas/delivery/index.server.ts";
import { ClaimsDueList } from "#app/areas/delivery/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-claims";

export async function loader({ context, request }: Route.LoaderArgs) {
  return claimsDueList.pageData(context, request);
}

export const meta = () => [{ title: `Claims due | ${company.name}` }];

export default function EnterpriseCarmClaimsPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title="Warranty claims due">
      <ClaimsDueList page={loaderData.page} query={loaderData.query} />
    </StaffPage>
  );
}
