import { data } from "react-router";
import { LegalDocumentView } from "#app/areas/site/index.ts";
import { loadLegalPage } from "#app/areas/site/index.server.ts";
import { seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/legal";

export function loader({ request }: Route.LoaderArgs) {
  const page = loadLegalPage(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  return page;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <LegalDocumentView document={loaderData.document} />;
}
