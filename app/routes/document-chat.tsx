import { documentChatPage } from "#app/content/pages.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/document-chat";

export function loader() {
  return { meta: pageMeta({ ...documentChatPage, path: "/document-chat" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function DocumentChatPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{documentChatPage.title}</h1>
    </div>
  );
}
