import { ContactPage } from "#app/areas/site/index.ts";
import { loadContactPage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import { publicSettingsFor } from "#app/lib/public-settings.ts";
import type { Route } from "./+types/contact";

export function loader({ context }: Route.LoaderArgs) {
  return loadContactPage(publicSettingsFor(context).siteUrl);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
