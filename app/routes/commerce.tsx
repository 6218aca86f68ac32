import { commercePage } from "../content/pages.ts";
import { pageMeta, seo } from "../features/seo/index.ts";
import type { Route } from "./+types/commerce";

export function loader() {
  return { meta: pageMeta({ ...commercePage, path: "/commerce" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function CommercePage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{commercePage.title}</h1>
    </div>
  );
}
