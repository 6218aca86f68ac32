import { documentChatPage } from "#app/content/pages.ts";
import { ChatBox } from "#app/areas/library/index.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/document-chat";

export function loader({ context }: Route.LoaderArgs) {
  return {
    meta: pageMeta({ ...documentChatPage, path: "/document-chat" }),
    signedIn: Boolean(context.user),
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

/** Signed in, the assistant also quotes the person's own project documents; a visitor gets the public one. */
export default function DocumentChatPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader heading={documentChatPage.title} intro={documentChatPage.description} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        {loaderData.signedIn ? (
          <ChatBox intro="Answers are quoted from our documents and from your own project's documents." />
        ) : (
          <ChatBox intro="You are using the public assistant: it quotes our published documents. Sign in to search your own project's documents too." />
        )}
        {loaderData.signedIn ? null : (
          <p className="mt-6">
            <a className="font-medium underline" href="/auth?redirectTo=%2Fdocument-chat">
              Sign in to ask about your project's documents
            </a>
          </p>
        )}
      </div>
    </>
  );
}
