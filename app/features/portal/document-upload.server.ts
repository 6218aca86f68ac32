import busboy from "busboy";
import type { Request } from "express";
import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "../../../server/http/errors.ts";
import { isDocumentType } from "./document-types.ts";

/** The largest document the portal accepts. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** Room for the multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = "The file is larger than 20 MB";
export const UNSUPPORTED_TYPE_MESSAGE =
  "Only PDF, JPEG, PNG, WebP and HEIC files and office documents (Word, Excel, PowerPoint, OpenDocument) can be uploaded";
const NO_FILE_MESSAGE = "Please choose a file";
const NOT_MULTIPART_MESSAGE = "Send the document as multipart/form-data with a file field named file";

export interface UploadedDocument {
  name: string;
  contentType: string;
  content: Buffer;
  fields: Record<string, string>;
}

/** A file name fit for storing and a Content-Disposition: no path, no control or quote characters. */
function cleanName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, "_")
    .trim()
    .slice(0, 200);
  return clean || "document";
}

/**
 * Reads one multipart upload (field `file` plus text fields) with busboy, refusing at the limit: the moment the file
 * passes 20 MB the request stops being read and the answer is 413 (the connection then closes). The type is sniffed
 * from the bytes with file-type; anything not on the list is a 415.
 */
export async function readUpload(req: Request): Promise<UploadedDocument> {
  if (!req.is("multipart/form-data")) throw new HttpError(415, NOT_MULTIPART_MESSAGE, { file: NOT_MULTIPART_MESSAGE });
  const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity") throw new HttpError(415, "Unsupported content encoding");
  if (Number(req.get("content-length") ?? 0) > MAX_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new HttpError(413, TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { Connection: "close" });
  }
  const upload = await new Promise<{ name: string; content: Buffer; fields: Record<string, string> } | null>(
    (resolve, reject) => {
      let parser: busboy.Busboy;
      try {
        parser = busboy({
          headers: req.headers,
          limits: { fileSize: MAX_DOCUMENT_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
        });
      } catch {
        return reject(new HttpError(400, NOT_MULTIPART_MESSAGE, { file: NOT_MULTIPART_MESSAGE }));
      }
      const fields: Record<string, string> = {};
      let file: { name: string; content: Buffer } | null = null;
      let settled = false;
      const fail = (error: HttpError) => {
        if (settled) return;
        settled = true;
        req.unpipe(parser);
        // Stop reading: the rest of the body is never taken off the socket.
        req.pause();
        reject(error);
      };
      parser.on("field", (name, value) => {
        fields[name] = value;
      });
      parser.on("file", (name, stream, info) => {
        if (name !== "file" || file) {
          stream.resume();
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const tooLarge = () =>
          fail(new HttpError(413, TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { Connection: "close" }));
        stream.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_DOCUMENT_BYTES) tooLarge();
          else chunks.push(chunk);
        });
        stream.on("limit", tooLarge);
        stream.on("end", () => {
          if (!settled) file = { name: cleanName(info.filename), content: Buffer.concat(chunks) };
        });
      });
      parser.on("error", () => fail(new HttpError(400, "The multipart body could not be read")));
      parser.on("close", () => {
        if (settled) return;
        settled = true;
        resolve(file ? { ...file, fields } : null);
      });
      req.on("error", () => fail(new HttpError(400, "The request body could not be read")));
      req.pipe(parser);
    },
  );
  if (!upload || upload.content.length === 0) throw new HttpError(400, NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE });
  const sniffed = await fileTypeFromBuffer(upload.content);
  if (!sniffed || !isDocumentType(sniffed.mime)) {
    throw new HttpError(415, UNSUPPORTED_TYPE_MESSAGE, { file: UNSUPPORTED_TYPE_MESSAGE });
  }
  return { name: upload.name, contentType: sniffed.mime, content: upload.content, fields: upload.fields };
}

/** `attachment` or `inline` with the name in ASCII and in UTF-8 (RFC 6266). */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\%]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
