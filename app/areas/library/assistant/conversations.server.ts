import { and, asc, desc, eq, sql } from "drizzle-orm";
import { ownedBy } from "#app/lib/owner-scope.server.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import type { Database } from "#server/db/client.ts";
import { notFound } from "#server/domain-errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import { ASK_TEAM, type ChatAnswer, type ChatExchange, type ConversationSummary } from "./chat-schema.ts";
import { chatConversations, chatMessages } from "./tables.server.ts";

export const CONVERSATION_NOT_FOUND = "Conversation not found";
/** How much of its first question names a conversation in the list. */
const TITLE_LENGTH = 80;
/** The list shows this many of a person's conversations, the latest first. */
export const CONVERSATION_LIST_LIMIT = 50;

/** Where `user`'s own conversations are; anyone else's (staff's too) is not theirs to read (decision 0160). */
const own = (user: SessionUser, id: string) =>
  and(eq(chatConversations.id, id), ownedBy(user, chatConversations.userId));

/**
 * The conversation a question continues: `user`'s own by `id`, or a 404 like a missing one for another's id, a
 * malformed one, or any id from a visitor (whose questions are never kept).
 */
export async function conversationToContinue(
  db: Database,
  user: SessionUser | null,
  id: string | undefined,
): Promise<string | null> {
  if (id === undefined) return null;
  const conversationId = recordId(id, CONVERSATION_NOT_FOUND);
  if (!user) throw notFound(CONVERSATION_NOT_FOUND);
  const [row] = await db.select({ id: chatConversations.id }).from(chatConversations).where(own(user, conversationId));
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return row.id;
}

function titleOf(question: string): string {
  const line = question.replace(/\s+/g, " ").trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}

/**
 * Keeps a signed-in person's question and its answer, in the conversation it continues or a new one named by the
 * question; returns the conversation's id. The conversation was checked to be theirs before the answer was made; a
 * conversation deleted meanwhile is not brought back (nothing is kept, and the answer says no conversation).
 */
export async function keepExchange(
  db: Database,
  user: SessionUser,
  conversationId: string | null,
  question: string,
  answer: Omit<ChatAnswer, "conversationId">,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    let id = conversationId;
    if (id) {
      const [touched] = await tx
        .update(chatConversations)
        .set({ updatedAt: sql`now()` })
        .where(own(user, id))
        .returning({ id: chatConversations.id });
      if (!touched) return null;
    } else {
      const [created] = await tx
        .insert(chatConversations)
        .values({ userId: user.id, title: titleOf(question) })
        .returning({ id: chatConversations.id });
      id = created!.id;
    }
    await tx.insert(chatMessages).values({
      conversationId: id,
      question,
      answer: answer.answer,
      mode: answer.mode,
      citations: answer.citations,
      note: answer.note,
    });
    return id;
  });
}

/** `user`'s conversations, the one asked in last first. */
export async function listConversations(db: Database, user: SessionUser): Promise<ConversationSummary[]> {
  const rows = await db
    .select({ id: chatConversations.id, title: chatConversations.title, updatedAt: chatConversations.updatedAt })
    .from(chatConversations)
    .where(ownedBy(user, chatConversations.userId))
    .orderBy(desc(chatConversations.updatedAt), desc(chatConversations.id))
    .limit(CONVERSATION_LIST_LIMIT);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}

/** One of `user`'s conversations with its exchanges in the order asked; another's id is a 404 like a missing one. */
export async function readConversation(
  db: Database,
  user: SessionUser,
  id: unknown,
): Promise<{ conversation: ConversationSummary; exchanges: ChatExchange[] }> {
  const conversationId = recordId(id, CONVERSATION_NOT_FOUND);
  const [conversation] = await db
    .select({ id: chatConversations.id, title: chatConversations.title, updatedAt: chatConversations.updatedAt })
    .from(chatConversations)
    .where(own(user, conversationId));
  if (!conversation) throw notFound(CONVERSATION_NOT_FOUND);
  const messages = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversation.id))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id));
  return {
    conversation: { ...conversation, updatedAt: conversation.updatedAt.toISOString() },
    exchanges: messages.map((message) => ({
      id: message.id,
      question: message.question,
      answer: {
        answer: message.answer,
        mode: message.mode,
        citations: message.citations,
        askTeam: message.citations.length === 0 ? ASK_TEAM : null,
        note: message.note,
        conversationId: conversation.id,
      },
    })),
  };
}

/** Deletes one of `user`'s conversations with its exchanges; another's id is a 404 like a missing one. */
export async function deleteConversation(db: Database, user: SessionUser, id: string): Promise<{ id: string }> {
  const [deleted] = await db.delete(chatConversations).where(own(user, id)).returning({ id: chatConversations.id });
  if (!deleted) throw notFound(CONVERSATION_NOT_FOUND);
  return deleted;
}
