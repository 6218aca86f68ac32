import { useRevalidator } from "react-router";
import { documentChatPage } from "#app/content/pages.ts";
import { ChatBox, ConversationList } from "#app/areas/library/index.ts";
import { documentChatAction, loadDocumentChat, type AskResult } from "#app/areas/library/index.server.ts";
import { readForm } from "#app/lib/page-form.server.ts";
import { pageMeta, seo } from "#app/areas/site/index.ts";
import { PageHeader } from "#app/ui/page-header.tsx";
import type { Route } from "./+types/document-chat";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    meta: pageMeta({ ...documentChatPage, path: "/document-chat" }),
    ...(await loadDocumentChat(context, request)),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  return documentChatAction(context, await readForm(request));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => seo(matches, loaderData?.meta);

/**
 * Signed in, the assistant also quotes the person's own project documents and keeps their conversations (listed
 * beside it, each to open again or delete); a visitor gets the public assistant and a way to sign in.
 */
export default function DocumentChatPage({ loaderData, actionData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  const { signedIn, conversations, conversation } = loaderData;
  // The page's own answer to a question posted without JavaScript (a deletion's result is the form's to show).
  const ask = actionData?.intent === "ask" ? (actionData as AskResult) : null;
  const asked = ask?.ok ? ask.exchange : null;
  const refused = ask && !ask.ok ? ask : undefined;
  const conversationId = asked?.answer.conversationId ?? conversation?.id ?? null;
  const chat = (
    <ChatBox
      key={conversationId ?? "new"}
      intro={
        signedIn
          ? "Answers are quoted from our documents and from your own project's documents."
          : "You are using the public assistant: it quotes our published documents. Sign in to search your own project's documents too."
      }
      conversationId={conversationId}
      history={[...(conversation?.exchanges ?? []), ...(asked ? [asked] : [])]}
      refused={refused}
      onAnswered={(kept) => (kept ? void revalidator.revalidate() : undefined)}
    />
  );
  return (
    <>
      <PageHeader heading={documentChatPage.title} intro={documentChatPage.description} />
      <div className="mx-auto max-w-5xl px-4 py-12">
        {signedIn ? (
          <div className="grid min-w-0 gap-8 md:grid-cols-[16rem_minmax(0,1fr)]">
            <ConversationList conversations={conversations} current={conversationId} />
            <div className="min-w-0">{chat}</div>
          </div>
        ) : (
          <>
            {chat}
            <p className="mt-6">
              <a className="font-medium underline" href="/auth?redirectTo=%2Fdocument-chat">
                Sign in to ask about your project's documents
              </a>
            </p>
          </>
        )}
      </div>
    </>
  );
}
