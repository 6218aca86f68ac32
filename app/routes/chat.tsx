import { chatPage } from "#app/content/pages.ts";
import { ChatBox } from "#app/areas/library/index.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/chat";

export function loader() {
  return { meta: pageMeta({ ...chatPage, path: "/chat" }) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ChatPage() {
  return (
    <>
      <PageHeader heading={chatPage.title} intro={chatPage.description} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ChatBox intro="Answers are quoted from our published documents, with a link to the page they come from." />
      </div>
    </>
  );
}
