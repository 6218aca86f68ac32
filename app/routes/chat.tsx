import { chatPage } from "#app/content/pages.ts";
import { ChatBox } from "#app/areas/library/index.ts";
import { askFromPage } from "#app/areas/library/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/chat";

export function loader() {
  return { meta: pageMeta({ ...chatPage, path: "/chat" }) };
}

export async function action({ context, request }: Route.ActionArgs) {
  return askFromPage(context, await readForm(request));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

export default function ChatPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={chatPage.title} intro={chatPage.description} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        <ChatBox
          key={actionData?.ok ? actionData.exchange.answer.conversationId : "new"}
          intro="Answers are quoted from our published documents, with a link to the page they come from."
          history={actionData?.ok ? [actionData.exchange] : []}
          conversationId={actionData?.ok ? actionData.exchange.answer.conversationId : null}
          refused={actionData && !actionData.ok ? actionData : undefined}
        />
      </div>
    </>
  );
}
