/**
 * Turning a document's text into passages (decision 0156): each keeps the path of headings above it and its page,
 * and is at most PASSAGE_MAX_CHARS long, so any text however large is indexed in pieces and no search vector comes
 * near PostgreSQL's 1 MB limit. Pure: the extractors feed it, the indexer stores what it returns.
 */

/** A run of text under one heading path on one page, as an extractor finds it. */
export interface Section {
  headings: string[];
  page: number | null;
  text: string;
}

export interface Passage {
  position: number;
  headingPath: string;
  page: number | null;
  body: string;
  codes: string;
}

/** Long enough for a step or a table row with its context, short enough that the best one answers one question. */
export const PASSAGE_MAX_CHARS = 900;
export const HEADING_SEPARATOR = " › ";

/** Splits text longer than `max` at the last whitespace before it, or hard at `max` (a run with no spaces). */
function hardSplit(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const space = rest.lastIndexOf(" ", max);
    const cut = space > max / 2 ? space : max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** A paragraph cut into sentences, then hard, so that no piece is longer than `max`. */
function pieces(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const sentences = paragraph.split(/(?<=[.!?])\s+/);
  return sentences.flatMap((sentence) => hardSplit(sentence, max));
}

/** Paragraphs of a section: blank lines separate them; single line breaks inside one become spaces. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** Groups a section's paragraphs into passages of at most `max` characters, never splitting a short paragraph. */
function bodiesOf(text: string, max: number): string[] {
  const bodies: string[] = [];
  let current = "";
  for (const piece of paragraphsOf(text).flatMap((paragraph) => pieces(paragraph, max))) {
    if (current && current.length + 1 + piece.length > max) {
      bodies.push(current);
      current = "";
    }
    current = current ? `${current}\n${piece}` : piece;
  }
  if (current) bodies.push(current);
  return bodies;
}

/**
 * A word that is a model number, part number or fault code: letters and digits together (`SE7600H`, `F16`, `3x9A`),
 * optionally joined by hyphens, dots, slashes or underscores (`IQ8PLUS-72-2-US`, `DS-7604`), or an upper-case
 * hyphenated name (`E-TOU-C`). Plain numbers and dates are not codes.
 */
const CODE_CANDIDATE = /[A-Za-z0-9]+(?:[-_./][A-Za-z0-9]+)*/g;
const hasDigit = /\d/;
const hasLetter = /[A-Za-z]/;

function isCode(token: string): boolean {
  if (!hasLetter.test(token)) return false;
  if (hasDigit.test(token)) return true;
  return /[-_./]/.test(token) && token === token.toUpperCase() && token.length <= 24;
}

/** The code words of a text, each as its separator-free, lower-case whole. */
export function codesIn(text: string): string[] {
  return [...text.matchAll(CODE_CANDIDATE)]
    .map((match) => match[0])
    .filter(isCode)
    .map((code) => code.toLowerCase().replace(/[-_./]/g, ""));
}

/**
 * What `codes` holds for one code word, so a question matches it whole or by a part: the whole without separators,
 * every leading run of its parts joined (`iq8plus72` for `IQ8PLUS-72`), and each part that has a letter (`se7600h`).
 */
export function codeTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const match of text.matchAll(CODE_CANDIDATE)) {
    const token = match[0];
    if (!isCode(token)) continue;
    const parts = token.toLowerCase().split(/[-_./]/);
    for (let end = 1; end <= parts.length; end++) {
      const prefix = parts.slice(0, end).join("");
      if (end > 1 || hasLetter.test(prefix)) terms.add(prefix);
    }
    for (const part of parts) if (hasLetter.test(part) && part.length > 1) terms.add(part);
  }
  return [...terms];
}

/** A document's sections as passages, numbered in reading order; the title heads every heading path. */
export function toPassages(title: string, sections: readonly Section[], max = PASSAGE_MAX_CHARS): Passage[] {
  const passages: Passage[] = [];
  for (const section of sections) {
    // A file's own top heading is usually its title: it is not said twice.
    const headings =
      section.headings[0]?.toLowerCase() === title.toLowerCase() ? section.headings.slice(1) : section.headings;
    const headingPath = [title, ...headings].join(HEADING_SEPARATOR);
    for (const body of bodiesOf(section.text, max)) {
      passages.push({
        position: passages.length,
        headingPath,
        page: section.page,
        body,
        codes: codeTerms(`${section.headings.join(" ")} ${body}`).join(" "),
      });
    }
  }
  return passages;
}
