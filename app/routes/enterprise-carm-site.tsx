import { company } from "#app/content/company.ts";
import { sitePageData, sitePlansData } from "#app/areas/delivery/index.server.ts";
import { SitePage, SitePlans } from "#app/areas/delivery/index.ts";
import { recordHistory } from "#app/areas/identity/index.server.ts";
import { RecordHistory } from "#app/areas/identity/index.ts";
import { StaffPage } from "#app/ui/staff-page.tsx";
import type { Route } from "./+types/enterprise-carm-site";

export async function loader({ context, params }: Route.LoaderArgs) {
  // The site first, through the reader's scope: another's is a 404 before its history is read.
  const data = await sitePageData(context, params.id);
  // Its history holds what the writes changed, access notes too: only for those who change sites.
  const [history, plans] = await Promise.all([
    data.changes ? recordHistory(context.services.db, "site", data.site.id) : [],
    sitePlansData(context, data.site.id),
  ]);
  return { data, history, plans };
}

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.data.site.address.line1 ?? "Site"} | ${company.name}` },
];

export default function EnterpriseCarmSitePage({ loaderData }: Route.ComponentProps) {
  return (
    <StaffPage title={`Site: ${loaderData.data.site.address.line1}`}>
      <SitePage data={loaderData.data} />
      <SitePlans siteId={loaderData.data.site.id} data={loaderData.plans} />
      <RecordHistory events={loaderData.history} />
    </StaffPage>
  );
}
