import { seo } from "#app/areas/site/index.ts";
import { SavingsCalculatorPage } from "#app/areas/site/index.ts";
import { loadSavingsCalculatorPage } from "#app/areas/site/index.server.ts";
import type { Route } from "./+types/savings-calculator";

export function loader({ request }: Route.LoaderArgs) {
  return loadSavingsCalculatorPage(request);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function SavingsCalculatorRoute({ loaderData }: Route.ComponentProps) {
  return <SavingsCalculatorPage data={loaderData} />;
}
