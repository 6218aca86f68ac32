import { TeamPage } from "#app/areas/site/index.ts";
import { loadTeamPage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/team";

export function loader() {
  return loadTeamPage();
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function TeamRoute({ loaderData }: Route.ComponentProps) {
  return <TeamPage data={loaderData} />;
}
