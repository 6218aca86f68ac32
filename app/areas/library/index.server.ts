/** The library area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  libraryApi,
  retrieve,
  type RetrievedPassage,
  type Retrieval,
  projectDocumentIndexJob,
  indexNewProjectDocuments,
  addSampleDocuments,
  removeSampleDocuments,
  listDocuments,
  type LibraryDocument,
} from "./documents/index.server.ts";
export {
  chatApi,
  answerQuestion,
  conversationWrites,
  listConversations,
  readConversation,
  askFromPage,
  documentChatAction,
  loadDocumentChat,
  type AskResult,
  type DocumentChatData,
} from "./assistant/index.server.ts";
export { libraryArea } from "./area.server.ts";
