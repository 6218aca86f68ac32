import { AboutPage } from "#app/areas/site/index.ts";
import { loadAboutPage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/about";

export function loader() {
  return loadAboutPage();
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return <AboutPage data={loaderData} />;
}
