import { Thread } from "#app/ui/thread.tsx";
import type { ThreadMessage } from "./messages.server.ts";
import { MESSAGE_MAX_LENGTH, messageSchema } from "./project-schemas.ts";
import type { PortalSide } from "./tables.server.ts";

const messageInput = {
  intent: "message",
  schema: messageSchema,
  label: "Your message",
  hint: "Plain text, up to 5,000 characters",
  submitLabel: "Send message",
  maxLength: MESSAGE_MAX_LENGTH,
  rows: 4,
  primary: true,
};

/** The project's one conversation, oldest first, above the input that sends one; the reader's own set apart. */
export function MessageThread({ messages, reader }: { messages: readonly ThreadMessage[]; reader: PortalSide }) {
  const entries = messages.map((message) => {
    const mine = message.authorSide === reader;
    return {
      id: message.id,
      author: mine ? "You" : (message.authorName ?? (message.authorSide === "staff" ? "Our team" : "The client")),
      at: message.createdAt,
      body: message.body,
      mine,
      status: mine ? (message.readAt ? "Read" : "Not read yet") : undefined,
    };
  });
  return (
    <Thread label="Messages" entries={entries} empty="No messages yet." input={messageInput} order="oldest first" />
  );
}
