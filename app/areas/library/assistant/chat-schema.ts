import { requiredText } from "#app/lib/field-rules.ts";
import { z } from "#app/lib/zod.ts";

/** The longest question the assistant takes: a question, not a document pasted in. */
export const QUESTION_MAX_LENGTH = 500;

export const chatQuestionSchema = z.object({
  question: requiredText("Please type a question", QUESTION_MAX_LENGTH),
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

export interface ChatAnswer {
  answer: string;
  mode: "extractive";
  citations: Citation[];
  /** Where to ask the team when nothing was found. */
  askTeam: { label: string; url: string }[] | null;
}

export const NOT_FOUND_ANSWER = "I could not find that in our documents.";
export const TOO_GENERAL_ANSWER =
  "Your question is too general to search for: please name what it is about (a product, a fault code, your bill, a warranty).";
