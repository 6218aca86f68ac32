import type { Response } from "express";
import type { AppServices } from "#server/services.ts";
import type { SessionUser } from "#server/http/access.ts";
import { contentDisposition } from "./document-upload.server.ts";
import { inlineTypes } from "./document-types.ts";
import { documentChunks, readDocument } from "./documents.server.ts";

/** Resolves when the response can take more, or has closed (the client went away): never waits forever. */
function roomOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** A stored file as `sendStoredFile` needs it: its chunks' id, name, sniffed type and size. */
export interface StoredFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * Sends a stored file chunk by chunk, waiting whenever the client reads slower than the database answers, and
 * stopping when the client goes away: its stored type, never sniffed by the browser, never cached, in a sandbox.
 * The caller has already checked that the user may read it.
 */
export async function sendStoredFile(
  db: AppServices["db"],
  file: StoredFile,
  res: Response,
  disposition: "attachment" | "inline",
  inlineAs: ReadonlySet<string> = inlineTypes,
) {
  const inline = disposition === "inline" && inlineAs.has(file.contentType);
  res.set({
    "Content-Type": file.contentType,
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", file.name),
    "Content-Length": String(file.size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": "sandbox",
  });
  for await (const chunk of documentChunks(db, file.id)) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await roomOrClosed(res);
  }
  res.end();
}

/** A project's document, only through a project the user may see. */
export async function sendDocument(
  db: AppServices["db"],
  user: SessionUser,
  target: { projectId: string; documentId: string },
  res: Response,
  disposition: "attachment" | "inline",
) {
  await sendStoredFile(db, await readDocument(db, user, target.projectId, target.documentId), res, disposition);
}
