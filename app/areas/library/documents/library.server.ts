import { createHash, randomUUID } from "node:crypto";
import type { Request } from "express";
import { and, asc, count, eq, ilike, type SQL } from "drizzle-orm";
import {
  DOCUMENT_CHUNK_BYTES,
  MAX_DOCUMENT_BYTES,
  documentChunks,
  receiveUpload,
  tooLarge,
} from "#app/areas/delivery/index.server.ts";
import { projectDocumentChunks } from "#app/areas/delivery/tables.server.ts";
import { likePattern } from "#app/lib/like-pattern.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import { parseInput } from "#server/http/errors.ts";
import { bytesParameter } from "#server/db/base64-bytes.ts";
import type { Database } from "#server/db/client.ts";
import { invalid, notFound } from "#server/domain-errors.ts";
import {
  documentFieldsSchema,
  replacementFieldsSchema,
  SUPERSEDED_BY_MESSAGE,
  type DocumentFields,
} from "./document-schemas.ts";
import { extractSections } from "./extract.server.ts";
import { libraryTypes, LIBRARY_TYPE_MESSAGE } from "./file-types.server.ts";
import { writePassages } from "./index-passages.server.ts";
import { documentPassages, documents } from "./tables.server.ts";
import type { LibraryFileType } from "./vocabulary.ts";

export const LIBRARY_DOCUMENT_NOT_FOUND = "Document not found";
const notInLibrary = () => notFound(LIBRARY_DOCUMENT_NOT_FOUND);

/** A file whose bytes are stored in chunk rows under `fileId`, with what was learnt while storing it. */
interface StoredUpload {
  fileId: string;
  name: string;
  contentType: LibraryFileType;
  size: number;
  sha256: string;
  bytes: Buffer;
}

const storeChunk = (db: Database, fileId: string) => async (content: Buffer, seq: number) => {
  await db.insert(projectDocumentChunks).values({ documentId: fileId, seq, content: bytesParameter(content) });
};

/** Reads a multipart upload into chunk rows (the portal's receiver, the library's types); the bytes are kept too. */
async function receiveLibraryUpload(db: Database, req: Request) {
  const fileId = randomUUID();
  const pieces: Buffer[] = [];
  const store = storeChunk(db, fileId);
  try {
    const upload = await receiveUpload(
      req,
      { bytes: MAX_DOCUMENT_BYTES, error: tooLarge },
      async (content, seq) => {
        pieces.push(Buffer.from(content));
        await store(content, seq);
      },
      libraryTypes,
    );
    const file: StoredUpload = {
      fileId,
      name: upload.name,
      contentType: upload.contentType as LibraryFileType,
      size: upload.size,
      sha256: upload.sha256,
      bytes: Buffer.concat(pieces),
    };
    return { file, fields: upload.fields };
  } catch (error) {
    await discardChunks(db, fileId);
    throw error;
  }
}

/** Stores bytes that did not come over HTTP (the sample documents) exactly as an upload is stored. */
export async function storeFileBytes(db: Database, name: string, bytes: Buffer): Promise<StoredUpload> {
  const contentType = (await libraryTypes.sniff(bytes.subarray(0, DOCUMENT_CHUNK_BYTES), name)) as LibraryFileType;
  if (!contentType) throw invalid(LIBRARY_TYPE_MESSAGE, { file: LIBRARY_TYPE_MESSAGE });
  const fileId = randomUUID();
  const store = storeChunk(db, fileId);
  for (let seq = 0; seq * DOCUMENT_CHUNK_BYTES < bytes.length; seq++) {
    await store(bytes.subarray(seq * DOCUMENT_CHUNK_BYTES, (seq + 1) * DOCUMENT_CHUNK_BYTES), seq);
  }
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  return { fileId, name, contentType, size: bytes.length, sha256, bytes };
}

const discardChunks = (db: Database, fileId: string) =>
  db.delete(projectDocumentChunks).where(eq(projectDocumentChunks.documentId, fileId));

/** The newer document must exist and be another one. */
async function assertSupersededBy(tx: Database, supersededById: string | undefined, id: string) {
  if (!supersededById) return;
  const [newer] = await tx.select({ id: documents.id }).from(documents).where(eq(documents.id, supersededById));
  if (!newer || newer.id === id) throw invalid(SUPERSEDED_BY_MESSAGE, { supersededById: SUPERSEDED_BY_MESSAGE });
}

export interface SavedDocument {
  id: string;
  pages: number;
  passages: number;
}

type Who = Pick<WriteCaller, "user" | "clientAddress"> | null;

/**
 * Adds a stored file to the library: its text extracted, then one transaction inserts the document (its id is the
 * chunks' id) and its passages, with the audit row. The one path for uploads and samples alike.
 */
export async function addDocument(
  db: Database,
  who: Who,
  file: StoredUpload,
  fields: DocumentFields,
  sample = false,
): Promise<SavedDocument> {
  try {
    const extracted = await extractSections(file.bytes, file.contentType);
    return await db.transaction(async (tx) => {
      await assertSupersededBy(tx, fields.supersededById, file.fileId);
      await tx.insert(documents).values({
        id: file.fileId,
        uploadedById: who?.user.id ?? null,
        title: fields.title,
        category: fields.category,
        audience: fields.audience,
        effectiveOn: fields.effectiveOn,
        supersededById: fields.supersededById ?? null,
        sample,
        fileName: file.name,
        contentType: file.contentType,
        size: file.size,
        sha256: file.sha256,
        pages: extracted.pages,
      });
      const passages = await writePassages(tx, { documentId: file.fileId }, fields.title, extracted.sections);
      if (who) {
        await recordOwnWrite(tx, who, {
          action: "document.upload",
          entity: "document",
          entityId: file.fileId,
          after: { title: fields.title, category: fields.category, audience: fields.audience, fileName: file.name },
        });
      }
      return { id: file.fileId, pages: extracted.pages, passages };
    });
  } catch (error) {
    await discardChunks(db, file.fileId);
    throw error;
  }
}

/** POST /api/documents: a new document from a multipart upload. */
export async function uploadDocument(caller: WriteCaller, req: Request): Promise<SavedDocument> {
  const { db } = caller.services;
  const { file, fields } = await receiveLibraryUpload(db, req);
  let parsed: DocumentFields;
  try {
    parsed = parseInput(documentFieldsSchema, fields);
  } catch (error) {
    await discardChunks(db, file.fileId);
    throw error;
  }
  return addDocument(db, caller, file, parsed);
}

/**
 * A new version of a document: the new file's text is extracted first; then one transaction moves its chunks under
 * the document's id in place of the old ones, writes the new metadata and replaces every passage, so the old text
 * is never found again once this commits and the document keeps its id, its links and what supersedes it.
 */
export async function replaceDocument(caller: WriteCaller, id: string, req: Request): Promise<SavedDocument> {
  const { db } = caller.services;
  const [current] = await db.select().from(documents).where(eq(documents.id, id));
  if (!current) throw notInLibrary();
  const { file, fields } = await receiveLibraryUpload(db, req);
  try {
    const { effectiveOn } = parseInput(replacementFieldsSchema, fields);
    const extracted = await extractSections(file.bytes, file.contentType);
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(documents)
        .set({
          updatedAt: new Date(),
          fileName: file.name,
          contentType: file.contentType,
          size: file.size,
          sha256: file.sha256,
          pages: extracted.pages,
          effectiveOn: effectiveOn ?? current.effectiveOn,
          version: current.version + 1,
        })
        .where(eq(documents.id, id))
        .returning({ title: documents.title });
      if (!updated) throw notInLibrary();
      await discardChunks(tx, id);
      await tx
        .update(projectDocumentChunks)
        .set({ documentId: id })
        .where(eq(projectDocumentChunks.documentId, file.fileId));
      const passages = await writePassages(tx, { documentId: id }, updated.title, extracted.sections);
      await recordOwnWrite(tx, caller, {
        action: "document.replace",
        entity: "document",
        entityId: id,
        before: { fileName: current.fileName, version: current.version },
        after: { fileName: file.name, version: current.version + 1 },
      });
      return { id, pages: extracted.pages, passages };
    });
  } catch (error) {
    await discardChunks(db, file.fileId);
    throw error;
  }
}

/** Deletes a document: its row, its passages (by the foreign key) and its bytes, in one transaction. */
export async function deleteDocument(db: Database, who: NonNullable<Who>, id: string) {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(documents)
      .where(eq(documents.id, id))
      .returning({ title: documents.title, fileName: documents.fileName });
    if (!deleted) throw notInLibrary();
    await discardChunks(tx, id);
    await recordOwnWrite(tx, who, { action: "document.delete", entity: "document", entityId: id, before: deleted });
  });
}

/** A stored file's bytes, read back chunk by chunk. */
export async function fileBytes(db: Database, id: string): Promise<Buffer> {
  const pieces: Buffer[] = [];
  for await (const piece of documentChunks(db, id)) pieces.push(piece);
  return Buffer.concat(pieces);
}

/** Extracts a document's stored file again and replaces its passages (after an extractor or splitting change). */
export async function reindexDocument(db: Database, who: NonNullable<Who>, id: string): Promise<SavedDocument> {
  const [current] = await db.select().from(documents).where(eq(documents.id, id));
  if (!current) throw notInLibrary();
  const extracted = await extractSections(await fileBytes(db, id), current.contentType as LibraryFileType);
  return db.transaction(async (tx) => {
    await tx.update(documents).set({ pages: extracted.pages }).where(eq(documents.id, id));
    const passages = await writePassages(tx, { documentId: id }, current.title, extracted.sections);
    await recordOwnWrite(tx, who, {
      action: "document.reindex",
      entity: "document",
      entityId: id,
      before: { pages: current.pages },
      after: { pages: extracted.pages, passages },
    });
    return { id, pages: extracted.pages, passages };
  });
}

/** The library for staff, by title: filtered by words of the title and a category, with each one's passage count. */
export async function listDocuments(db: Database, filters: { q?: string; category?: DocumentFields["category"] }) {
  const conditions: SQL[] = [];
  if (filters.q) conditions.push(ilike(documents.title, likePattern(filters.q)));
  if (filters.category) conditions.push(eq(documents.category, filters.category));
  const items = await db
    .select({
      id: documents.id,
      title: documents.title,
      category: documents.category,
      audience: documents.audience,
      effectiveOn: documents.effectiveOn,
      supersededById: documents.supersededById,
      sample: documents.sample,
      fileName: documents.fileName,
      contentType: documents.contentType,
      size: documents.size,
      pages: documents.pages,
      version: documents.version,
      updatedAt: documents.updatedAt,
      passages: count(documentPassages.id),
    })
    .from(documents)
    .leftJoin(documentPassages, eq(documentPassages.documentId, documents.id))
    .where(and(...conditions))
    .groupBy(documents.id)
    .orderBy(asc(documents.title), asc(documents.id));
  return items;
}
export type LibraryDocument = Awaited<ReturnType<typeof listDocuments>>[number];
