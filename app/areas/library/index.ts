/** The library area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export {
  libraryCategories,
  libraryCategoryLabels,
  audiences,
  audienceLabels,
  type LibraryCategory,
  type Audience,
  documentFieldsSchema,
  replacementFieldsSchema,
  libraryQuerySchema,
  HEADING_SEPARATOR,
  LibraryPage,
} from "./documents/index.ts";
export {
  chatQuestionSchema,
  QUESTION_MAX_LENGTH,
  NOT_FOUND_ANSWER,
  type ChatAnswer,
  type ChatExchange,
  type Citation,
  type ConversationSummary,
  ChatBox,
  ConversationList,
} from "./assistant/index.ts";
export { staffNavigation as libraryStaffNavigation } from "./staff-navigation.ts";
