import { TeamPage } from "#app/features/company/index.ts";
import { loadTeamPage } from "#app/features/company/company-data.server.ts";
import { seo } from "#app/features/seo/index.ts";
import type { Route } from "./+types/team";

export function loader() {
  return loadTeamPage();
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage data={loaderData} />;
}
