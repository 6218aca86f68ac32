import { and, eq } from "drizzle-orm";
import type { AppServices } from "../../../server/services.ts";
import type { SessionUser } from "../../../server/http/access.ts";
import { HttpError } from "../../../server/http/errors.ts";
import { documentCategoryLabels } from "../../content/project-stages.ts";
import { noticeToClient } from "./client-notices.server.ts";
import type { UploadedDocument } from "./document-upload.server.ts";
import { sideOf, touchVisibleProject, visibleProject } from "./project-scope.server.ts";
import type { DocumentFields } from "./project-schemas.ts";
import { completeActionItem } from "./project-work.server.ts";
import { projectDocumentFiles, projectDocuments, projects } from "./tables.server.ts";

export const DOCUMENT_NOT_FOUND = "Document not found";

/**
 * Stores an upload on a project its uploader may see (the project id is the one the scoped touch found), with its
 * bytes in a table of their own. An upload answering an action item completes it; a document from staff tells the
 * client (project news).
 */
export async function storeDocument(
  services: Pick<AppServices, "db" | "config" | "mailWorker">,
  user: SessionUser,
  projectId: string,
  upload: UploadedDocument,
  fields: DocumentFields,
) {
  const side = sideOf(user);
  const stored = await services.db.transaction(async (tx) => {
    const visibleId = await touchVisibleProject(tx, user, projectId);
    const [document] = await tx
      .insert(projectDocuments)
      .values({
        projectId: visibleId,
        uploadedById: user.id,
        uploadedBySide: side,
        name: upload.name,
        category: fields.category,
        contentType: upload.contentType,
        size: upload.content.length,
      })
      .returning({
        id: projectDocuments.id,
        name: projectDocuments.name,
        category: projectDocuments.category,
        size: projectDocuments.size,
        contentType: projectDocuments.contentType,
      });
    await tx.insert(projectDocumentFiles).values({ documentId: document!.id, content: upload.content });
    if (fields.actionItemId) {
      await completeActionItem(tx, user, visibleId, fields.actionItemId, { kind: "upload", documentId: document!.id });
    }
    const told =
      side === "staff" &&
      (await noticeToClient(tx, services.config.SITE_URL, visibleId, {
        importance: "news",
        kind: "portal_document",
        heading: "A new document for you",
        paragraphs: [`We added "${upload.name}" (${documentCategoryLabels[fields.category]}) to your project.`],
      }));
    return { document: document!, told };
  });
  if (stored.told) services.mailWorker.wake();
  return stored.document;
}

/** A document with its bytes, only through a project the user may see. */
export async function readDocument(db: AppServices["db"], user: SessionUser, projectId: string, documentId: string) {
  const [document] = await db
    .select({
      name: projectDocuments.name,
      contentType: projectDocuments.contentType,
      content: projectDocumentFiles.content,
    })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .innerJoin(projectDocumentFiles, eq(projectDocumentFiles.documentId, projectDocuments.id))
    .where(and(eq(projectDocuments.id, documentId), visibleProject(user, projectId)));
  if (!document) throw new HttpError(404, DOCUMENT_NOT_FOUND);
  return document;
}
