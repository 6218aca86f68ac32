import { retrieve, type RetrievedPassage } from "#app/areas/library/documents/index.server.ts";
import { HEADING_SEPARATOR } from "#app/areas/library/documents/index.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { NOT_FOUND_ANSWER, TOO_GENERAL_ANSWER, type ChatAnswer, type Citation } from "./chat-schema.ts";

/** At most this many passages are quoted. */
const MAX_CITATIONS = 3;
/** A further passage is quoted only when it scores at least this share of the best one. */
const RELATIVE_SCORE = 0.75;

const askTeam = [
  { label: "Ask our team (request a consultation)", url: "/contact" },
  { label: "Request service", url: "/request-service" },
];

/** The first words of a passage, as a text fragment (`#:~:text=`) that makes a browser scroll to them. */
function textFragment(excerpt: string): string {
  const words = excerpt.split(/\s+/).slice(0, 8).join(" ");
  return `#:~:text=${encodeURIComponent(words).replace(/-/g, "%2D")}`;
}

/** The link that opens the passage's document at its place: its page for a PDF, its first words otherwise. */
function placeOf(passage: RetrievedPassage): string {
  const file = passage.projectDocumentId
    ? `/api/projects/${passage.projectId}/documents/${passage.projectDocumentId}/view`
    : `/api/documents/${passage.documentId}/view`;
  if (passage.contentType === "application/pdf") return `${file}#page=${passage.page ?? 1}`;
  return passage.contentType.startsWith("text/") ? `${file}${textFragment(passage.body)}` : file;
}

function citationOf(passage: RetrievedPassage): Citation {
  const section = passage.headingPath.split(HEADING_SEPARATOR).slice(1).join(HEADING_SEPARATOR);
  return {
    documentId: (passage.documentId ?? passage.projectDocumentId)!,
    title: passage.title,
    page: passage.contentType === "application/pdf" ? passage.page : null,
    section: section || null,
    excerpt: passage.body,
    url: placeOf(passage),
    effectiveOn: passage.effectiveOn,
    supersededBy:
      passage.supersededById && passage.supersededByTitle
        ? { documentId: passage.supersededById, title: passage.supersededByTitle }
        : null,
  };
}

/**
 * The extractive answer (decision 0156): the best passages the asker may read, quoted whole with where they are, or
 * the plain "not found" with the ways to ask the team. Its text is only the quoted passages: nothing is written that
 * a cited passage does not say.
 */
export async function answerQuestion(db: Database, user: SessionUser | null, question: string): Promise<ChatAnswer> {
  const retrieval = await retrieve(db, user, question);
  if (retrieval.outcome !== "found") {
    const answer = retrieval.outcome === "too-general" ? TOO_GENERAL_ANSWER : NOT_FOUND_ANSWER;
    return { answer, mode: "extractive", citations: [], askTeam };
  }
  const best = retrieval.passages[0]!.score;
  const citations = retrieval.passages
    .filter((passage) => passage.score >= best * RELATIVE_SCORE)
    .slice(0, MAX_CITATIONS)
    .map(citationOf);
  return {
    answer: citations.map((citation) => citation.excerpt).join("\n\n"),
    mode: "extractive",
    citations,
    askTeam: null,
  };
}
