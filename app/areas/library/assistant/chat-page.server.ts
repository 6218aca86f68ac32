import { data, type AppLoadContext } from "react-router";
import { notFoundPage } from "#app/lib/not-found-page.server.ts";
import { formFields } from "#app/lib/page-form.server.ts";
import { unknownIntent } from "#app/lib/page-action.server.ts";
import { runWriteAction } from "#app/lib/write.server.ts";
import { parseInput, refusalOf } from "#server/http/errors.ts";
import { admitQuestion, answerAndKeep } from "./ask.server.ts";
import { chatQuestionSchema, type ChatExchange, type ConversationSummary } from "./chat-schema.ts";
import { conversationWrites } from "./conversation-writes.server.ts";
import { listConversations, readConversation } from "./conversations.server.ts";

/** What a question posted without JavaScript gets back: its answer, or the refusal with the question kept. */
export type AskResult =
  | { intent: "ask"; ok: true; exchange: ChatExchange }
  | { intent: "ask"; ok: false; question: string; message: string; errors?: Record<string, string> };

/**
 * A question posted by the chat pages' form without JavaScript: the same admission (limits, the conversation's
 * owner) and answer as POST /api/chat, whole rather than streamed.
 */
export async function askFromPage(context: AppLoadContext, form: FormData) {
  const fields = formFields(form);
  try {
    const { question, conversationId } = parseInput(chatQuestionSchema, fields);
    const asker = { services: context.services, user: context.user, clientKey: context.clientKey };
    const continued = await admitQuestion(asker, conversationId || undefined);
    const answer = await answerAndKeep(asker, question, continued);
    return data<AskResult>({ intent: "ask", ok: true, exchange: { id: "asked", question, answer } });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return data<AskResult>(
      { intent: "ask", ok: false, question: fields.question ?? "", message: refusal.message, errors: refusal.errors },
      { status: refusal.status },
    );
  }
}

/** /document-chat's forms: a question, or (signed in) the deletion of one of the person's conversations. */
export function documentChatAction(context: AppLoadContext, form: FormData) {
  const intent = formFields(form).intent ?? "";
  if (intent === "ask") return askFromPage(context, form);
  // A public page: its caller is whoever is signed in (the write itself asks for a signed-in person).
  if (!context.user) return unknownIntent(intent);
  const caller = { services: context.services, user: context.user, clientAddress: context.clientAddress };
  return runWriteAction(conversationWrites, caller, {}, form);
}

export interface DocumentChatData {
  signedIn: boolean;
  conversations: ConversationSummary[];
  /** The conversation the page shows (`?conversation=`), the person's own. */
  conversation: (ConversationSummary & { exchanges: ChatExchange[] }) | null;
}

/** /document-chat's data: a signed-in person's conversations and the one chosen; a visitor's none. */
export async function loadDocumentChat(context: AppLoadContext, request: Request): Promise<DocumentChatData> {
  if (!context.user) return { signedIn: false, conversations: [], conversation: null };
  const chosen = new URL(request.url).searchParams.get("conversation");
  const conversations = await listConversations(context.services.db, context.user);
  if (!chosen) return { signedIn: true, conversations, conversation: null };
  const user = context.user;
  const { conversation, exchanges } = await notFoundPage(() => readConversation(context.services.db, user, chosen));
  return { signedIn: true, conversations, conversation: { ...conversation, exchanges } };
}
