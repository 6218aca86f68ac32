import { HomePage } from "#app/areas/site/index.ts";
import { loadHomePage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import { publicSettingsFor } from "#app/lib/public-settings.ts";
import type { Route } from "./+types/home";

export function loader({ context }: Route.LoaderArgs) {
  return loadHomePage(publicSettingsFor(context).siteUrl);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return <HomePage data={loaderData} />;
}
