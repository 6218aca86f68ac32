import { requiredText } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";

/** The longest question the assistant takes: a question, not a document pasted in. */
export const QUESTION_MAX_LENGTH = 500;

export const chatQuestionSchema = z.object({
  question: requiredText("Please type a question", QUESTION_MAX_LENGTH),
  /** The signed-in person's conversation this question continues; without one, a new conversation begins. */
  conversationId: z.string().optional(),
});

/** A quoted passage: where it is, what it says, and the link that opens the document there. */
export interface Citation {
  documentId: string;
  title: string;
  page: number | null;
  section: string | null;
  excerpt: string;
  url: string;
  effectiveOn: string | null;
  /** The newer document in force, when this one is superseded. */
  supersededBy: { documentId: string; title: string } | null;
}

/**
 * "extractive": the answer is the quoted passages themselves; "generated": written by the configured model from the
 * cited passages only, each citation's quote checked to occur in its passage (decision 0161).
 */
export type AnswerMode = "extractive" | "generated";

export interface ChatAnswer {
  answer: string;
  mode: AnswerMode;
  citations: Citation[];
  /** Where to ask the team when nothing was found. */
  askTeam: { label: string; url: string }[] | null;
  /** How the answer was made when that is not the usual way (the writing model unavailable, a quote rejected). */
  note: string | null;
  /** The signed-in person's conversation the question was kept in; null for a visitor, whose questions are not kept. */
  conversationId: string | null;
}

/** One question of a kept conversation and the answer it got, as the page shows it again. */
export interface ChatExchange {
  id: string;
  question: string;
  answer: ChatAnswer;
}

/** A kept conversation in its owner's list. */
export interface ConversationSummary {
  id: string;
  title: string;
  updatedAt: string;
}

/** Where to ask the team when the documents do not answer. */
export const ASK_TEAM: { label: string; url: string }[] = [
  { label: "Ask our team (request a consultation)", url: "/contact" },
  { label: "Request service", url: "/request-service" },
];

export const NOT_FOUND_ANSWER = "I could not find that in our documents.";
export const TOO_GENERAL_ANSWER =
  "Your question is too general to search for: please name what it is about (a product, a fault code, your bill, a warranty).";
/** The model could not be reached or did not answer in time: the passages themselves are the answer. */
export const MODEL_UNAVAILABLE_NOTE =
  "Our writing assistant is unavailable just now, so here are the passages from our documents themselves.";
/** The model quoted words its passage does not hold: its text is not shown, the passages are. */
export const QUOTE_REJECTED_NOTE =
  "The written answer quoted words that are not in our documents, so here are the passages themselves instead.";
/** What a streamed answer's `event: error` says when the answer failed after it began. */
export const STREAM_FAILED_MESSAGE = "The answer could not be finished. Please ask again.";
