import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "#app/areas/identity/tables.server.ts";
import type { AnswerMode, Citation } from "./chat-schema.ts";

/**
 * A signed-in person's conversation with the assistant (decision 0160): kept until they delete it or their account
 * goes. A visitor's questions are never stored.
 */
export const chatConversations = pgTable(
  "chat_conversations",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its last question was asked: the list is ordered by it. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Its first question, shortened: how the list names it. */
    title: text().notNull(),
  },
  (table) => [index("chat_conversations_user_id_idx").on(table.userId, table.updatedAt)],
);

/** One question and the answer it got, as it was shown (its citations' quotes and links), in its conversation. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    conversationId: uuid()
      .notNull()
      .references(() => chatConversations.id, { onDelete: "cascade" }),
    question: text().notNull(),
    answer: text().notNull(),
    mode: text().$type<AnswerMode>().notNull(),
    citations: jsonb().$type<Citation[]>().notNull(),
    /** What the person was told about how the answer was made (the writing model unavailable, a quote rejected). */
    note: text(),
  },
  (table) => [
    index("chat_messages_conversation_id_idx").on(table.conversationId, table.createdAt),
    check("chat_messages_mode_check", sql`${table.mode} in ('extractive', 'generated')`),
    check("chat_messages_citations_array_check", sql`jsonb_typeof(${table.citations}) = 'array'`),
  ],
);
