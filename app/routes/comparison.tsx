import { comparisonPage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/comparison";

export function loader() {
  return { meta: pageMeta({ ...comparisonPage, path: "/comparison" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ComparisonPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{comparisonPage.title}</h1>
    </div>
  );
}
