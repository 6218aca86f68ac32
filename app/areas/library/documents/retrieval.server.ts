import { sql } from "drizzle-orm";
import { queryRows, type Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { matchFocus, type TermPlaces, type TermWeight } from "./match-focus.ts";
import { codesIn } from "./passages.ts";
import { readablePassages } from "./reader-scope.server.ts";

/** How many passages a question gets back at most. */
export const RETRIEVE_LIMIT = 10;
/**
 * The share of the question's weight (its words by rarity, its codes double) the best passage must match in one
 * place (its focus: codes, heading path and words found together, decision 0162); below it the answer is "not
 * found" (decisions 0156 and 0162, tuned with `npm run bench:retrieval`).
 */
export const MATCH_THRESHOLD = 0.45;
/** Passages with the most of the question's weight that are ranked further (headings, cover density). */
const CANDIDATES = 50;
/** A word matched in the heading path counts this much more than one matched in the text only. */
const HEADING_BONUS = 0.3;
/** A question's code (a model number, a fault code) weighs this many times a word as rare. */
const CODE_WEIGHT = 2;

export interface RetrievedPassage {
  id: string;
  documentId: string | null;
  projectDocumentId: string | null;
  projectId: string | null;
  title: string;
  contentType: string;
  headingPath: string;
  page: number | null;
  body: string;
  effectiveOn: string | null;
  supersededById: string | null;
  supersededByTitle: string | null;
  /** Weighted share of the question matched, 0 to 1: what the threshold is compared with. */
  coverage: number;
  /** Weighted share of the question matched in one place of the passage (match-focus.ts). */
  focus: number;
  score: number;
}

export interface Retrieval {
  /** "too-general": nothing in the question to search for (only stop words); "no-match": nothing good enough. */
  outcome: "found" | "too-general" | "no-match";
  passages: RetrievedPassage[];
}

type Row = Omit<RetrievedPassage, "coverage" | "score" | "focus"> & {
  mass: number;
  weights: TermWeight[];
  places: TermPlaces[] | null;
  coverage: number | null;
  score: number | null;
};

/**
 * The question's words must be found together within this many word positions of a passage's text (or in its
 * heading path) to count towards its focus (decision 0162: 24 kept every answerable question of the labelled set
 * answered; 12 refused one).
 */
const FOCUS_WINDOW = 24;

/**
 * Ranks the passages `user` may read for `question`, in one query (decision 0156): the question's English lexemes
 * and its codes are the terms, each found through its GIN index; each weighs its inverse passage frequency (codes
 * double); the readable passages holding most of the question's weight are the candidates, scored by that share
 * (coverage), a bonus for terms in their headings and their cover density (proximity of the terms).
 * The reader's access rule is a condition of the same query (decision 0157): nothing is filtered after ranking.
 * The query always returns one row, so a question of stop words only is told apart from one nothing matches.
 */
export async function retrieve(
  db: Database,
  user: SessionUser | null,
  question: string,
  limit = RETRIEVE_LIMIT,
): Promise<Retrieval> {
  // The question's English lexemes (stop words dropped, stems as the index holds them) and its codes: constants of
  // the ranking query, so each term's passages come from its GIN index.
  const lexemes = await queryRows<{ lexeme: string }>(
    db,
    sql`select lexeme from unnest(to_tsvector('english'::regconfig, ${question})) order by lexeme`,
  );
  const terms = [
    ...lexemes.map(({ lexeme }) => ({ lexeme, code: false })),
    ...[...new Set(codesIn(question))].map((lexeme) => ({ lexeme, code: true })),
  ];
  if (terms.length === 0) return { outcome: "too-general", passages: [] };
  const termRows = sql.join(
    terms.map(({ lexeme, code }, index) => sql`(${index}, ${lexeme}, ${code})`),
    sql`, `,
  );
  const postingRows = sql.join(
    terms.map(
      ({ lexeme, code }, index) =>
        sql`select ${index}::int as term_id, id as passage_id, document_id, project_document_id
          from document_passages where ${
            code ? sql`search_codes` : sql`search_english`
          } @@ quote_literal(${lexeme}::text)::tsquery`,
    ),
    sql` union all `,
  );
  const rows = await db.transaction(async (tx) => {
    // Each term's passages through its GIN index: the planner, not knowing what matching a tsvector costs, picks a
    // sequential scan for common words (measured: 70 ms against 3 ms on 20,000 passages). Only for this query.
    await tx.execute(sql`set local enable_seqscan = off`);
    return queryRows<Row>(
      tx,
      sql`
    with total as (
      select case when reltuples > 0 then reltuples::float8
        else (select count(*) from document_passages)::float8 end as n
      from pg_class where oid = 'document_passages'::regclass
    ),
    terms as (
      select term_id::int as term_id, lexeme::text as lexeme, quote_literal(lexeme::text)::tsquery as term,
        (quote_literal(lexeme::text) || ':A')::tsquery as heading, code::boolean as code
      from (values ${termRows}) as listed(term_id, lexeme, code)
    ),
    postings as (${postingRows}),
    weighted as (
      select terms.*, ln(1 + greatest((select n from total), 1) / (1 + (
          select count(*) from postings where postings.term_id = terms.term_id
        ))) * case when code then ${CODE_WEIGHT} else 1 end as weight
      from terms
    ),
    question as (
      select coalesce(sum(weight), 0)::float8 as mass,
        coalesce(string_agg(term::text, ' | ') filter (where not code), '')::tsquery as words,
        coalesce(json_agg(json_build_object('term', term_id, 'weight', weight, 'code', code)), '[]') as weights
      from weighted
    ),
    matched as (
      select postings.passage_id, postings.document_id, postings.project_document_id, sum(weighted.weight) as weight
      from postings join weighted on weighted.term_id = postings.term_id
      group by postings.passage_id, postings.document_id, postings.project_document_id
    ),
    readable as (
      select matched.passage_id, matched.weight / question.mass as coverage,
        documents.title as document_title, documents.content_type as document_type, documents.effective_on,
        documents.superseded_by_id, project_documents.name as project_document_name,
        project_documents.content_type as project_document_type, project_documents.project_id
      from matched
      cross join question
      left join documents on documents.id = matched.document_id
      left join project_documents on project_documents.id = matched.project_document_id
      left join projects on projects.id = project_documents.project_id
      where ${readablePassages(user)}
      order by matched.weight desc, matched.passage_id
      limit ${CANDIDATES}
    ),
    candidates as (
      select document_passages.*, readable.*
      from readable join document_passages on document_passages.id = readable.passage_id
    )
    select question.mass, question.weights, ranked.*
    from question
    left join lateral (
      select
        candidates.id,
        candidates.document_id as "documentId",
        candidates.project_document_id as "projectDocumentId",
        candidates.project_id as "projectId",
        coalesce(candidates.document_title, candidates.project_document_name) as title,
        coalesce(candidates.document_type, candidates.project_document_type) as "contentType",
        candidates.heading_path as "headingPath",
        candidates.page,
        candidates.body,
        candidates.effective_on::text as "effectiveOn",
        candidates.superseded_by_id as "supersededById",
        newer.title as "supersededByTitle",
        candidates.coverage,
        (
          select coalesce(json_agg(json_build_object('term', weighted.term_id, 'positions', placed.positions, 'weights', placed.weights)), '[]')
          from unnest(candidates.search_english) as placed
          join weighted on not weighted.code and weighted.lexeme = placed.lexeme
        ) as places,
        candidates.coverage
          + ${HEADING_BONUS} * coalesce((
              select sum(weight) from weighted where not code and candidates.search_english @@ weighted.heading
            ), 0) / question.mass
          + 0.1 * ts_rank_cd(candidates.search_english, question.words, 1) as score
      from candidates
      left join documents as newer on newer.id = candidates.superseded_by_id
      order by score desc, candidates.id
      limit ${limit}
    ) as ranked on question.mass > 0
  `,
    );
  });
  if (!rows[0] || Number(rows[0].mass) === 0) return { outcome: "too-general", passages: [] };
  const passages = rows
    .filter((row) => row.id)
    .map(({ mass: _mass, weights, places, ...row }) => ({
      ...row,
      coverage: Number(row.coverage),
      score: Number(row.score),
      focus: matchFocus(weights, places ?? [], Number(row.coverage), FOCUS_WINDOW),
    }));
  // Not coverage alone: among many passages, one holding the question's words scattered across unrelated sentences
  // covers an off-topic question fully (decision 0162).
  const found = passages.length > 0 && passages[0]!.focus >= MATCH_THRESHOLD;
  return { outcome: found ? "found" : "no-match", passages };
}
