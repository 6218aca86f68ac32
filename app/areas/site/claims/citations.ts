import type { Claim, ClaimId } from "#app/content/claims.ts";
import type { CompanyPromise, CompanyPromiseId } from "#app/content/company.ts";

export type Citation =
  | { kind: "claim"; key: ClaimId; number: number; claim: Claim }
  | { kind: "promise"; key: CompanyPromiseId; number: number; promise: CompanyPromise };

export interface CitationRefs {
  claimIds?: readonly ClaimId[];
  promiseIds?: readonly CompanyPromiseId[];
}

export interface CitationSources {
  claims: Readonly<Record<ClaimId, Claim>>;
  promises: readonly CompanyPromise[];
}

/**
 * Numbers every claim and company promise a page cites, in order of first appearance, once each. The content
 * comes in as an argument: loaders call this, and the browser bundle never carries the claims module.
 */
export function collectCitations(items: readonly CitationRefs[], sources: CitationSources): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const item of items) {
    for (const key of item.claimIds ?? []) {
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: "claim", key, number: out.length + 1, claim: sources.claims[key] });
    }
    for (const key of item.promiseIds ?? []) {
      if (seen.has(key)) continue;
      seen.add(key);
      const promise = sources.promises.find((p) => p.id === key);
      if (promise) out.push({ kind: "promise", key, number: out.length + 1, promise });
    }
  }
  return out;
}

export function citationAnchor(key: string): string {
  return `source-${key}`;
}
