import { seo } from "#app/areas/site/index.ts";
import { RoiCalculatorPage } from "#app/areas/site/index.ts";
import { loadRoiCalculatorPage } from "#app/areas/site/index.server.ts";
import type { Route } from "./+types/roi-calculator";

export function loader({ request }: Route.LoaderArgs) {
  return loadRoiCalculatorPage(request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function RoiCalculatorRoute({ loaderData }: Route.ComponentProps) {
  return <RoiCalculatorPage data={loaderData} />;
}
