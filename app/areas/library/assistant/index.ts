/** The assistant's face for browser-safe code. */
export {
  chatQuestionSchema,
  QUESTION_MAX_LENGTH,
  NOT_FOUND_ANSWER,
  type ChatAnswer,
  type ChatExchange,
  type Citation,
  type ConversationSummary,
} from "./chat-schema.ts";
export { ChatBox } from "./chat-box.tsx";
export { ConversationList } from "./conversation-list.tsx";
