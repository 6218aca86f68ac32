import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { and, eq } from "drizzle-orm";
import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "#server/http/access.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import type { WriteCaller } from "#app/lib/write.server.ts";
import { notFound } from "#server/domain-errors.ts";
import { base64Of, bytesOf, bytesParameter } from "#server/db/base64-bytes.ts";
import { inBulkLane } from "#server/db/bulk-lane.ts";
import { documentCategoryLabels } from "#app/content/project-stages.ts";
import { rescoreProjectClient } from "./client-engagement.server.ts";
import { noticeToClient } from "./client-notices.server.ts";
import { receiveUpload } from "./document-upload.server.ts";
import { lockUploadQuotas, uploadAllowance } from "./document-quotas.server.ts";
import { assertVisibleProject, sideOf, touchVisibleProject, visibleProject } from "./project-scope.server.ts";
import type { DocumentFields } from "./project-schemas.ts";
import { completeActionItem } from "./project-work.server.ts";
import { projectDocumentChunks, projectDocuments, projects } from "./tables.server.ts";

export const DOCUMENT_NOT_FOUND = "Document not found";

/**
 * Receives an upload to a project its uploader may see and stores it. Who may upload and how much is left of the
 * quotas is settled before the body is read; the file is then streamed into chunk rows, each written on its own
 * (a transaction held while a client sends would stop every other query on PGlite's one connection), and the
 * document row comes last, in one transaction that checks the quotas again. On any failure the chunks are deleted.
 * An upload answering an action item completes it; a document from staff tells the client (project news). The
 * audit trail's row for it is written in the document row's transaction.
 */
export async function storeDocument(
  caller: WriteCaller,
  projectId: string,
  req: Request,
  readFields: (fields: Record<string, string>) => DocumentFields,
) {
  const { services, user } = caller;
  const { db, config } = services;
  await assertVisibleProject(db, user, projectId);
  const limit = await uploadAllowance(db, config, user, projectId);
  const documentId = randomUUID();
  try {
    const upload = await receiveUpload(req, limit, async (content, seq) => {
      await db.insert(projectDocumentChunks).values({ documentId, seq, content: bytesParameter(content) });
    });
    const fields = readFields(upload.fields);
    const side = sideOf(user);
    const stored = await db.transaction(async (tx) => {
      const visibleId = await touchVisibleProject(tx, user, projectId);
      await lockUploadQuotas(tx, config, user, visibleId, upload.size);
      const [document] = await tx
        .insert(projectDocuments)
        .values({
          id: documentId,
          projectId: visibleId,
          uploadedById: user.id,
          uploadedBySide: side,
          name: upload.name,
          category: fields.category,
          contentType: upload.contentType,
          size: upload.size,
          sha256: upload.sha256,
        })
        .returning({
          id: projectDocuments.id,
          name: projectDocuments.name,
          category: projectDocuments.category,
          size: projectDocuments.size,
          contentType: projectDocuments.contentType,
        });
      if (side === "client") await rescoreProjectClient(tx, visibleId);
      if (fields.actionItemId) {
        await completeActionItem(tx, user, visibleId, fields.actionItemId, { kind: "upload", documentId });
      }
      await recordOwnWrite(tx, caller, {
        action: "project_document.upload",
        entity: "project",
        entityId: visibleId,
        after: { documentId, fileName: upload.name, category: fields.category, size: upload.size },
      });
      const told =
        side === "staff" &&
        (await noticeToClient(tx, config.SITE_URL, visibleId, {
          importance: "news",
          kind: "portal_document",
          heading: "A new document for you",
          paragraphs: [`We added "${upload.name}" (${documentCategoryLabels[fields.category]}) to your project.`],
        }));
      return { document: document!, told };
    });
    if (stored.told) services.mailWorker.wake();
    return stored.document;
  } catch (error) {
    await db.delete(projectDocumentChunks).where(eq(projectDocumentChunks.documentId, documentId));
    throw error;
  }
}

/** A document's metadata, only through a project the user may see; its bytes are read by `documentChunks`. */
export async function readDocument(db: AppServices["db"], user: SessionUser, projectId: string, documentId: string) {
  const [document] = await db
    .select({
      id: projectDocuments.id,
      name: projectDocuments.name,
      contentType: projectDocuments.contentType,
      size: projectDocuments.size,
    })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(and(eq(projectDocuments.id, documentId), visibleProject(user, projectId)));
  if (!document) throw notFound(DOCUMENT_NOT_FOUND);
  return document;
}

/**
 * The bytes of a document `readDocument` returned (so already checked against the user), one query per chunk, in the
 * bulk lane: between two chunks the event loop and the database serve everyone else.
 */
export async function* documentChunks(db: AppServices["db"], documentId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq++) {
    const [chunk] = await inBulkLane(() =>
      db
        .select({ content: base64Of(projectDocumentChunks.content) })
        .from(projectDocumentChunks)
        .where(and(eq(projectDocumentChunks.documentId, documentId), eq(projectDocumentChunks.seq, seq))),
    );
    if (!chunk) return;
    yield bytesOf(chunk.content);
  }
}
