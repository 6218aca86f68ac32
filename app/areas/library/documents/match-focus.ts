/** A question's term as the ranking query weighed it. */
export interface TermWeight {
  term: number;
  weight: number;
  code: boolean;
}

/** Where one of the question's words occurs in a passage: its positions and their weights (A: heading, B: text). */
export interface TermPlaces {
  term: number;
  positions: number[];
  weights: string[];
}

/**
 * The share of the question's weight a passage matches in one place (decision 0162): its codes (a model number or a
 * fault code is specific wherever it stands), the words of its heading path (which a whole section is about), and
 * the most weight of its other words found together within `window` word positions of its text. A passage that
 * holds the question's words only scattered among unrelated sentences matches the question nowhere in particular.
 */
export function matchFocus(
  terms: readonly TermWeight[],
  places: readonly TermPlaces[],
  coverage: number,
  window: number,
): number {
  const mass = terms.reduce((sum, term) => sum + term.weight, 0);
  if (mass === 0) return 0;
  const weightOf = new Map(terms.map((term) => [term.term, term.weight]));
  const wordsMatched = places.reduce((sum, place) => sum + (weightOf.get(place.term) ?? 0), 0);
  // The codes matched are what coverage holds beyond the words (codes are matched in their own vector).
  const codes = Math.max(0, coverage * mass - wordsMatched);
  const inHeading = new Set(places.filter((place) => place.weights.includes("A")).map((place) => place.term));
  const heading = [...inHeading].reduce((sum, term) => sum + weightOf.get(term)!, 0);
  const body = places
    .filter((place) => !inHeading.has(place.term))
    .flatMap((place) =>
      place.positions.filter((_, index) => place.weights[index] !== "A").map((at) => ({ at, term: place.term })),
    )
    .sort((a, b) => a.at - b.at);
  let together = 0;
  let start = 0;
  const counts = new Map<number, number>();
  let weight = 0;
  for (const occurrence of body) {
    counts.set(occurrence.term, (counts.get(occurrence.term) ?? 0) + 1);
    if (counts.get(occurrence.term) === 1) weight += weightOf.get(occurrence.term)!;
    while (occurrence.at - body[start]!.at >= window) {
      const leaving = body[start]!.term;
      counts.set(leaving, counts.get(leaving)! - 1);
      if (counts.get(leaving) === 0) weight -= weightOf.get(leaving)!;
      start += 1;
    }
    together = Math.max(together, weight);
  }
  return Math.min(1, (codes + heading + together) / mass);
}
