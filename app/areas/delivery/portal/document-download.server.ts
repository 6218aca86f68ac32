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

/**
 * Sends a stored document chunk by chunk, waiting whenever the client reads slower than the database answers, and
 * stopping when the client goes away: its stored type, never sniffed by the browser, never cached, in a sandbox.
 */
export async function sendDocument(
  db: AppServices["db"],
  user: SessionUser,
  target: { projectId: string; documentId: string },
  res: Response,
  disposition: "attachment" | "inline",
) {
  const document = await readDocument(db, user, target.projectId, target.documentId);
  const inline = disposition === "inline" && inlineTypes.has(document.contentType);
  res.set({
    "Content-Type": document.contentType,
    "Content-Disposition": contentDisposition(inline ? "inline" : "attachment", document.name),
    "Content-Length": String(document.size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "private, no-store",
    "Content-Security-Policy": "sandbox",
  });
  for await (const chunk of documentChunks(db, document.id)) {
    if (res.destroyed) return;
    if (!res.write(chunk)) await roomOrClosed(res);
  }
  res.end();
}
