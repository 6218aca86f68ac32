import { asc, eq, isNull, sql } from "drizzle-orm";
import { projectDocuments } from "#app/areas/delivery/tables.server.ts";
import type { Database } from "#server/db/client.ts";
import { DomainError } from "#server/domain-errors.ts";
import type { BackgroundJob } from "#server/jobs.ts";
import { extractSections } from "./extract.server.ts";
import { writePassages } from "./index-passages.server.ts";
import { fileBytes } from "./library.server.ts";
import { projectDocumentIndex } from "./tables.server.ts";
import type { LibraryFileType } from "./vocabulary.ts";

/** The portal's types the library reads text from; photos and spreadsheets are recorded as having none. */
const readableTypes: readonly LibraryFileType[] = [
  "application/pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
];
const NOT_TEXT = "No text to index in this type of file";

/** Documents the job reads per run: each is extracted in turn, so one run stays short. */
const BATCH = 10;

/**
 * Indexes one project document: its passages (its name heads each heading path) and its row in
 * project_document_index, in one transaction. The passages are read through the project's access rule
 * (reader-scope.server.ts), so they reach only the project's client and the staff who see the project.
 */
export async function indexProjectDocument(db: Database, projectDocumentId: string): Promise<number> {
  const [document] = await db
    .select({ id: projectDocuments.id, name: projectDocuments.name, contentType: projectDocuments.contentType })
    .from(projectDocuments)
    .where(eq(projectDocuments.id, projectDocumentId));
  if (!document) return 0;
  const contentType = document.contentType as LibraryFileType;
  let sections: Awaited<ReturnType<typeof extractSections>>["sections"] = [];
  let failure: string | null = readableTypes.includes(contentType) ? null : NOT_TEXT;
  if (!failure) {
    try {
      sections = (await extractSections(await fileBytes(db, document.id), contentType)).sections;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      failure = error.message;
    }
  }
  return db.transaction(async (tx) => {
    // Two instances indexing the same document one after the other, never interleaved.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`project-document-index:${document.id}`}))`);
    const passages = await writePassages(tx, { projectDocumentId: document.id }, document.name, sections);
    await tx
      .insert(projectDocumentIndex)
      .values({ projectDocumentId: document.id, passages, failure })
      .onConflictDoUpdate({
        target: projectDocumentIndex.projectDocumentId,
        set: { passages, failure, indexedAt: new Date() },
      });
    return passages;
  });
}

/** Project documents not yet read, oldest first. */
async function unindexed(db: Database, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: projectDocuments.id })
    .from(projectDocuments)
    .leftJoin(projectDocumentIndex, eq(projectDocumentIndex.projectDocumentId, projectDocuments.id))
    .where(isNull(projectDocumentIndex.projectDocumentId))
    .orderBy(asc(projectDocuments.createdAt), asc(projectDocuments.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** Indexes every project document not yet read; what `npm run documents:reindex` and the job call. */
export async function indexNewProjectDocuments(db: Database, limit = BATCH): Promise<number> {
  const ids = await unindexed(db, limit);
  for (const id of ids) await indexProjectDocument(db, id);
  return ids.length;
}

/**
 * Uploads to the portal are indexed by this job, not in the upload's request: the portal (delivery) comes below the
 * library and knows nothing of it, and an upload's answer does not wait for PDF extraction. A minute's delay before a
 * new document is searchable is the price.
 */
export const projectDocumentIndexJob: BackgroundJob = {
  name: "project-document-index",
  intervalMs: 60 * 1000,
  async run(services) {
    await indexNewProjectDocuments(services.db);
  },
};
