import { chatPage } from "#app/content/pages.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import type { Route } from "./+types/chat";

export function loader() {
  return { meta: pageMeta({ ...chatPage, path: "/chat" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ChatPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold">{chatPage.title}</h1>
    </div>
  );
}
