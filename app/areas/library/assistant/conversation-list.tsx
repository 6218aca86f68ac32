import { useFormAction } from "#app/lib/use-page-action.ts";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { Button } from "#app/ui/button.tsx";
import { ConfirmDialog } from "#app/ui/confirm-dialog.tsx";
import { FormNotice } from "#app/ui/form-notice.tsx";
import type { ConversationSummary } from "./chat-schema.ts";

/** Deletes a conversation for good, asked first. */
function DeleteConversation({ conversation }: { conversation: ConversationSummary }) {
  const action = useFormAction("delete-conversation");
  return (
    <div className="grid gap-1">
      <ConfirmDialog
        title="Delete this conversation?"
        description={`“${conversation.title}” and its answers are deleted for good.`}
        confirmLabel="Delete conversation"
        onConfirm={() =>
          action.fetcher.submit({ intent: "delete-conversation", conversationId: conversation.id }, { method: "post" })
        }
        trigger={
          <Button
            variant="secondary"
            disabled={action.pending}
            className="w-fit"
            aria-label={`Delete the conversation “${conversation.title}”`}
          >
            Delete
          </Button>
        }
      />
      <FormNotice notice={action.notice} isError={action.noticeIsError} />
    </div>
  );
}

/**
 * A signed-in person's kept conversations (decision 0160), the latest first: each opens on the page and can be
 * deleted; "New conversation" starts another.
 */
export function ConversationList({
  conversations,
  current,
}: {
  conversations: readonly ConversationSummary[];
  current: string | null;
}) {
  return (
    <nav aria-labelledby="conversations-heading" className="grid gap-3">
      <h2 id="conversations-heading" className="text-lg font-semibold">
        Your conversations
      </h2>
      <a className="font-medium underline" href="/document-chat">
        New conversation
      </a>
      {conversations.length === 0 ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Your questions are kept here, for you alone, until you delete them.
        </p>
      ) : (
        <ul className="grid gap-3">
          {conversations.map((conversation) => (
            <li
              key={conversation.id}
              className="grid gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-700"
            >
              <a
                className="font-medium break-words underline"
                href={`/document-chat?conversation=${conversation.id}`}
                aria-current={conversation.id === current ? "page" : undefined}
              >
                {conversation.title}
              </a>
              <span className="text-sm text-slate-700 dark:text-slate-300">
                {formatOfficeTime(new Date(conversation.updatedAt))}
              </span>
              <DeleteConversation conversation={conversation} />
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
