/** The assistant's face for the server: its API, the answer itself, and a person's kept conversations. */
export { chatApi } from "./chat-api.server.ts";
export { answerQuestion } from "./answer.server.ts";
export { conversationWrites } from "./conversation-writes.server.ts";
export { listConversations, readConversation } from "./conversations.server.ts";
export {
  askFromPage,
  documentChatAction,
  loadDocumentChat,
  type AskResult,
  type DocumentChatData,
} from "./chat-page.server.ts";
