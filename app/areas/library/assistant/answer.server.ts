import { retrieve, type RetrievedPassage } from "#app/areas/library/documents/index.server.ts";
import { HEADING_SEPARATOR } from "#app/areas/library/documents/index.ts";
import { modelSettings } from "#server/config.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { AppServices } from "#server/services.ts";
import {
  ASK_TEAM,
  MODEL_UNAVAILABLE_NOTE,
  NOT_FOUND_ANSWER,
  QUOTE_REJECTED_NOTE,
  TOO_GENERAL_ANSWER,
  type ChatAnswer,
  type Citation,
} from "./chat-schema.ts";
import { groundedMessages } from "./grounded-prompt.ts";
import { ModelUnavailable, streamCompletion } from "./model-client.server.ts";
import { checkQuotes, readModelOutput, visibleSoFar } from "./model-output.ts";

/** At most this many passages are quoted. */
const MAX_CITATIONS = 3;
/** A further passage is quoted only when it scores at least this share of the best one. */
const RELATIVE_SCORE = 0.75;
/** The writing model is given at most this many passages, each scoring at least this share of the best one. */
const MODEL_PASSAGES = 5;
const MODEL_RELATIVE_SCORE = 0.5;

/** An answer before it is kept: the conversation is the caller's to add. */
export type Answer = Omit<ChatAnswer, "conversationId">;

/** The first words of a passage, as a text fragment (`#:~:text=`) that makes a browser scroll to them. */
function textFragment(excerpt: string): string {
  const words = excerpt.split(/\s+/).slice(0, 8).join(" ");
  return `#:~:text=${encodeURIComponent(words).replace(/-/g, "%2D")}`;
}

/** The link that opens the passage's document at its place: its page for a PDF, `quote`'s words otherwise. */
function placeOf(passage: RetrievedPassage, quote: string): string {
  const file = passage.projectDocumentId
    ? `/api/projects/${passage.projectId}/documents/${passage.projectDocumentId}/view`
    : `/api/documents/${passage.documentId}/view`;
  if (passage.contentType === "application/pdf") return `${file}#page=${passage.page ?? 1}`;
  return passage.contentType.startsWith("text/") ? `${file}${textFragment(quote)}` : file;
}

const sectionOf = (passage: RetrievedPassage) =>
  passage.headingPath.split(HEADING_SEPARATOR).slice(1).join(HEADING_SEPARATOR) || null;

/** A citation of `passage`, quoting `quote` (the whole passage unless the model chose words of it). */
function citationOf(passage: RetrievedPassage, quote = passage.body): Citation {
  return {
    documentId: (passage.documentId ?? passage.projectDocumentId)!,
    title: passage.title,
    page: passage.contentType === "application/pdf" ? passage.page : null,
    section: sectionOf(passage),
    excerpt: quote,
    url: placeOf(passage, quote),
    effectiveOn: passage.effectiveOn,
    supersededBy:
      passage.supersededById && passage.supersededByTitle
        ? { documentId: passage.supersededById, title: passage.supersededByTitle }
        : null,
  };
}

const refusal = (answer: string, mode: Answer["mode"] = "extractive"): Answer => ({
  answer,
  mode,
  citations: [],
  askTeam: ASK_TEAM,
  note: null,
});

/** The passages scoring at least `share` of the best, at most `count`. */
const leading = (passages: RetrievedPassage[], share: number, count: number) =>
  passages.filter((passage) => passage.score >= passages[0]!.score * share).slice(0, count);

/** The extractive answer (decision 0156): the best passages quoted whole; its text is only those quotes. */
function extractive(passages: RetrievedPassage[], note: string | null = null): Answer {
  const citations = leading(passages, RELATIVE_SCORE, MAX_CITATIONS).map((passage) => citationOf(passage));
  return {
    answer: citations.map((citation) => citation.excerpt).join("\n\n"),
    mode: "extractive",
    citations,
    askTeam: null,
    note,
  };
}

export interface AnswerOptions {
  /** Called with each piece of a written answer as the model writes it (the streamed page shows it). */
  onText?: (text: string) => void;
  /** Aborted when the asker has gone: the model stops writing. */
  signal?: AbortSignal;
}

/**
 * Writes the answer with the configured model from the given passages only (decision 0161), or gives the
 * extractive one with a note when the model is unreachable, slow, or quotes words its passages do not hold.
 */
async function generated(
  services: AppServices,
  question: string,
  passages: RetrievedPassage[],
  options: AnswerOptions,
): Promise<Answer> {
  const settings = modelSettings(services.config)!;
  const given = leading(passages, MODEL_RELATIVE_SCORE, MODEL_PASSAGES);
  const messages = groundedMessages(
    question,
    given.map((passage) => ({
      title: passage.title,
      place: [sectionOf(passage), passage.page ? `page ${passage.page}` : null].filter(Boolean).join(", "),
      body: passage.body,
    })),
  );
  let output = "";
  let shown = "";
  try {
    for await (const piece of streamCompletion(settings, messages, options.signal ?? new AbortController().signal)) {
      output += piece;
      const visible = visibleSoFar(output);
      if (visible.length > shown.length && visible.startsWith(shown)) {
        options.onText?.(visible.slice(shown.length));
        shown = visible;
      }
    }
  } catch (error) {
    if (!(error instanceof ModelUnavailable)) throw error;
    services.logger.warn({ err: error.message }, "the assistant's model is unavailable; answering with quotes");
    return extractive(passages, MODEL_UNAVAILABLE_NOTE);
  }
  const read = readModelOutput(output);
  if (read.kind === "refusal") return refusal(NOT_FOUND_ANSWER, "generated");
  const checked = checkQuotes(
    read,
    given.map((passage) => passage.body),
  );
  if (checked.rejected.length > 0) {
    services.logger.warn({ rejected: checked.rejected }, "the assistant's model cited words not in its passages");
    return extractive(passages, QUOTE_REJECTED_NOTE);
  }
  // The answer's markers name passages as the prompt numbered them; the citations are those cited, renumbered.
  const numberOf = new Map(checked.accepted.map((quote, index) => [quote.passage, index + 1]));
  return {
    answer: read.text.replace(/\[(\d+)\]/g, (_, n: string) => `[${numberOf.get(Number(n))}]`),
    mode: "generated",
    citations: checked.accepted.map((quote) => citationOf(given[quote.passage - 1]!, quote.quote)),
    askTeam: null,
    note: null,
  };
}

/**
 * The answer to `question` from the passages `user` may read: "not found" (with the ways to ask the team) when none
 * matches well enough, without asking any model; else written by the configured model from those passages, or the
 * passages themselves quoted when no model is configured. Nothing is said that a cited passage does not say.
 */
export async function answerQuestion(
  services: AppServices,
  user: SessionUser | null,
  question: string,
  options: AnswerOptions = {},
): Promise<Answer> {
  const retrieval = await retrieve(services.db, user, question);
  if (retrieval.outcome === "too-general") return refusal(TOO_GENERAL_ANSWER);
  if (retrieval.outcome === "no-match") return refusal(NOT_FOUND_ANSWER);
  if (!modelSettings(services.config)) return extractive(retrieval.passages);
  return generated(services, question, retrieval.passages, options);
}
