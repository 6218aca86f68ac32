import { zodResolver } from "@hookform/resolvers/zod";
import { formatOfficeTime } from "#app/lib/office-time.ts";
import { useActionForm } from "#app/lib/use-page-action.ts";
import { ActionForm } from "#app/ui/action-form.tsx";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Field, inputClass } from "#app/ui/field.tsx";
import type { ThreadMessage } from "./messages.server.ts";
import { MESSAGE_MAX_LENGTH, messageSchema } from "./project-schemas.ts";
import type { PortalSide } from "./tables.server.ts";

function MessageForm() {
  const action = useActionForm("message", zodResolver(messageSchema), {
    defaultValues: { body: "" },
    resetOnSuccess: true,
  });
  return (
    <ActionForm action={action} submitLabel="Send message" primary>
      <Field label="Your message" hint="Plain text, up to 5,000 characters" error={action.fieldError("body")}>
        <textarea rows={4} maxLength={MESSAGE_MAX_LENGTH} className={inputClass} {...action.form.register("body")} />
      </Field>
    </ActionForm>
  );
}

/** The project's one conversation, oldest first; the text is shown exactly as typed (React escapes it). */
export function MessageThread({ messages, reader }: { messages: readonly ThreadMessage[]; reader: PortalSide }) {
  return (
    <div className="grid gap-4">
      {messages.length === 0 ? (
        <EmptyState>No messages yet.</EmptyState>
      ) : (
        <ol aria-label="Messages" className="grid gap-3">
          {messages.map((message) => {
            const mine = message.authorSide === reader;
            return (
              <li
                key={message.id}
                className={`rounded-md p-3 text-sm ${mine ? "ml-8 bg-brand-50 dark:bg-brand-950" : "mr-8 bg-slate-50 dark:bg-slate-900"}`}
              >
                <p className="whitespace-pre-wrap wrap-anywhere">{message.body}</p>
                <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  {mine ? "You" : (message.authorName ?? (message.authorSide === "staff" ? "Our team" : "The client"))}{" "}
                  · {formatOfficeTime(message.createdAt)}
                  {mine ? (message.readAt ? " · Read" : " · Not read yet") : null}
                </p>
              </li>
            );
          })}
        </ol>
      )}
      <MessageForm />
    </div>
  );
}
