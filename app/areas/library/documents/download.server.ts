import type { Response } from "express";
import { sendStoredFile } from "#app/areas/delivery/index.server.ts";
import type { Database } from "#server/db/client.ts";
import type { SessionUser } from "#server/http/access.ts";
import { notFound } from "#server/domain-errors.ts";
import { LIBRARY_DOCUMENT_NOT_FOUND } from "./library.server.ts";
import { readableDocument } from "./reader-scope.server.ts";
import { documents } from "./tables.server.ts";

/** A PDF opens in the page (at `#page=`), and text as plain text (a text fragment finds the place); Word downloads. */
const inlineLibraryTypes: ReadonlySet<string> = new Set(["application/pdf", "text/plain", "text/markdown"]);

/**
 * Sends a library document's file to a reader of its audience; to anyone else it is missing (404). Markdown goes as
 * text/plain so every browser shows it rather than downloading it.
 */
export async function sendLibraryDocument(
  db: Database,
  user: SessionUser | null,
  id: string,
  res: Response,
  disposition: "attachment" | "inline",
) {
  const [document] = await db
    .select({ id: documents.id, name: documents.fileName, contentType: documents.contentType, size: documents.size })
    .from(documents)
    .where(readableDocument(user, id));
  if (!document) throw notFound(LIBRARY_DOCUMENT_NOT_FOUND);
  const contentType = document.contentType.startsWith("text/") ? "text/plain; charset=utf-8" : document.contentType;
  const inline = new Set(inlineLibraryTypes.has(document.contentType) ? [contentType] : []);
  await sendStoredFile(db, { ...document, contentType }, res, disposition, inline);
}
