import { defineWrite, noInput } from "#app/lib/write.server.ts";
import { CONVERSATION_NOT_FOUND, deleteConversation } from "./conversations.server.ts";

/** A signed-in person deletes one of their conversations: a form of /document-chat and its API route. */
export const deleteConversationWrite = defineWrite({
  intent: "delete-conversation",
  access: "signedIn",
  path: "/api/chat/conversations/:id/delete",
  idField: "conversationId",
  notFound: CONVERSATION_NOT_FOUND,
  schema: noInput,
  run: ({ services, user }, conversationId) => deleteConversation(services.db, user, conversationId),
  done: () => "Conversation deleted",
  audit: { entity: "conversation" },
});

/** The writes of the /document-chat page. */
export const conversationWrites = [deleteConversationWrite];
