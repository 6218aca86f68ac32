import { QUOTES_MARKER, REFUSAL } from "./grounded-prompt.ts";

/** A quote the model gave for passage `passage` (1-based, as numbered in the prompt). */
export interface ModelQuote {
  passage: number;
  quote: string;
}

export type ModelOutput =
  { kind: "refusal" } | { kind: "answer"; text: string; quotes: ModelQuote[]; markers: number[] };

/** The part of a streamed output that may be shown so far: the answer before its quotes, never half the marker. */
export function visibleSoFar(output: string): string {
  const marker = output.indexOf(QUOTES_MARKER);
  if (marker >= 0) return output.slice(0, marker).trimEnd();
  // Hold back a tail that could be the start of the marker (or of the refusal word) until it is known not to be.
  for (let keep = Math.min(QUOTES_MARKER.length - 1, output.length); keep > 0; keep -= 1) {
    const tail = output.slice(-keep);
    if (QUOTES_MARKER.startsWith(tail)) return output.slice(0, -keep);
  }
  return REFUSAL.startsWith(output.trim()) ? "" : output;
}

const QUOTE_LINE = /^\s*\[(\d+)\]\s*[:\-–]?\s*["“](.+)["”]\s*$/;

/** Reads the model's whole output: a refusal, or the answer with the passage numbers it cites and its quotes. */
export function readModelOutput(output: string): ModelOutput {
  const trimmed = output.trim();
  if (trimmed === REFUSAL || trimmed.length === 0) return { kind: "refusal" };
  const marker = trimmed.indexOf(QUOTES_MARKER);
  const text = (marker >= 0 ? trimmed.slice(0, marker) : trimmed).trim();
  const quoteLines = marker >= 0 ? trimmed.slice(marker + QUOTES_MARKER.length).split("\n") : [];
  const quotes = quoteLines.flatMap((line) => {
    const match = QUOTE_LINE.exec(line);
    return match ? [{ passage: Number(match[1]), quote: match[2]!.trim() }] : [];
  });
  const markers = [...new Set([...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1])))];
  return { kind: "answer", text, quotes, markers };
}

/** Compares as a reader would: runs of white space as one, curly and straight quotes alike, case kept. */
const normalised = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** Whether `quote` occurs, word for word, in `passage`. */
export const quoteOccursIn = (quote: string, passage: string) =>
  quote.length > 0 && normalised(passage).includes(normalised(quote));

export interface CheckedQuotes {
  /** For each cited passage number, in order, the quote found in it. */
  accepted: ModelQuote[];
  /** Quotes that name a passage not given, or whose words are not in their passage; and markers with no quote. */
  rejected: { passage: number; quote: string | null; reason: "not-given" | "not-in-passage" | "no-quote" }[];
}

/**
 * Checks the model's citations against the passages it was given (decision 0161): every passage the answer cites
 * must have been given and must carry a quote that occurs in it. An answer with any rejection is not shown.
 */
export function checkQuotes(output: Extract<ModelOutput, { kind: "answer" }>, passages: string[]): CheckedQuotes {
  const accepted: ModelQuote[] = [];
  const rejected: CheckedQuotes["rejected"] = [];
  for (const quote of output.quotes) {
    const passage = passages[quote.passage - 1];
    if (passage === undefined) rejected.push({ ...quote, reason: "not-given" });
    else if (!quoteOccursIn(quote.quote, passage)) rejected.push({ ...quote, reason: "not-in-passage" });
    else if (!accepted.some((seen) => seen.passage === quote.passage)) accepted.push(quote);
  }
  for (const marker of output.markers) {
    if (marker < 1 || marker > passages.length) rejected.push({ passage: marker, quote: null, reason: "not-given" });
    else if (!output.quotes.some((quote) => quote.passage === marker))
      rejected.push({ passage: marker, quote: null, reason: "no-quote" });
  }
  if (output.markers.length === 0 && accepted.length === 0)
    rejected.push({ passage: 0, quote: null, reason: "no-quote" });
  return { accepted: accepted.sort((a, b) => a.passage - b.passage), rejected };
}
