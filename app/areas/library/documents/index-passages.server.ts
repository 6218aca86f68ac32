import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { toPassages, type Section } from "./passages.ts";
import { documentPassages } from "./tables.server.ts";

/** Rows per INSERT: a 5 MB text is a few thousand passages, written in statements of bounded size. */
const INSERT_BATCH = 200;

/** Whose passages: a library document's or a client's project document's. */
export type PassageOwner = { documentId: string } | { projectDocumentId: string };

const ownerCondition = (owner: PassageOwner) =>
  "documentId" in owner
    ? eq(documentPassages.documentId, owner.documentId)
    : eq(documentPassages.projectDocumentId, owner.projectDocumentId);

/**
 * Replaces a document's passages with those of `sections`, inside the caller's transaction: the old text is gone in
 * the same commit that brings the new one (a replacement, a re-index), so no answer ever mixes two versions.
 */
export async function writePassages(
  tx: Database,
  owner: PassageOwner,
  title: string,
  sections: readonly Section[],
): Promise<number> {
  await tx.delete(documentPassages).where(ownerCondition(owner));
  const passages = toPassages(title, sections);
  for (let start = 0; start < passages.length; start += INSERT_BATCH) {
    const batch = passages.slice(start, start + INSERT_BATCH).map((passage) => ({ ...owner, ...passage }));
    await tx.insert(documentPassages).values(batch);
  }
  return passages.length;
}
