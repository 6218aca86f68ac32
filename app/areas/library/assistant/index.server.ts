/** The assistant's face for the server: its API and the answer itself. */
export { chatApi } from "./chat-api.server.ts";
export { answerQuestion } from "./answer.server.ts";
