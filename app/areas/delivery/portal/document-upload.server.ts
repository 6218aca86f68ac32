import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { Request } from "express";
import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "#server/http/errors.ts";
import { receiveMultipartFile, receiveMultipartFiles, type UploadLimit } from "#server/http/multipart-file.ts";
import { isDocumentType } from "./document-types.ts";

/** The largest document the portal accepts. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** A document is stored and sent in pieces of this size: small enough that one piece never holds the event loop. */
export const DOCUMENT_CHUNK_BYTES = 256 * 1024;

export const TOO_LARGE_MESSAGE = "The file is larger than 20 MB";
export const UNSUPPORTED_TYPE_MESSAGE =
  "Only PDF, JPEG, PNG, WebP and HEIC files and office documents (Word, Excel, PowerPoint, OpenDocument) can be uploaded";
const NO_FILE_MESSAGE = "Please choose a file";
const NOT_MULTIPART_MESSAGE = "Send the document as multipart/form-data with a file field named file";

export interface ReceivedUpload {
  name: string;
  contentType: string;
  size: number;
  sha256: string;
  fields: Record<string, string>;
}

/**
 * Which files an upload takes: `sniff` names the type from the first piece's bytes and the cleaned file name, or
 * null for a type not taken (415 with `message`). The portal's takes what `isDocumentType` lists; the library passes
 * its own.
 */
export interface AcceptedTypes {
  sniff: (firstPiece: Buffer, fileName: string) => Promise<string | null>;
  message: string;
}

const portalTypes: AcceptedTypes = {
  async sniff(firstPiece) {
    const sniffed = await fileTypeFromBuffer(firstPiece);
    return sniffed && isDocumentType(sniffed.mime) ? sniffed.mime : null;
  },
  message: UNSUPPORTED_TYPE_MESSAGE,
};

/** Writes one piece of the file; pieces come in order, numbered from 0, and never overlap in time. */
export type StoreChunk = (content: Buffer, seq: number) => Promise<void>;

export type { UploadLimit };

export const tooLarge = () =>
  new HttpError(413, TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { Connection: "close" });

/** Cuts the stream into DOCUMENT_CHUNK_BYTES pieces, hashing and storing each; the type is sniffed from the first. */
async function storeFile(
  stream: Readable,
  limit: UploadLimit,
  store: StoreChunk,
  accepted: AcceptedTypes,
  fileName: string,
) {
  const digest = createHash("sha256");
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;
  let contentType = "";
  const flush = async (piece: Buffer) => {
    if (seq === 0) {
      const sniffed = await accepted.sniff(piece, fileName);
      if (!sniffed) throw new HttpError(415, accepted.message, { file: accepted.message });
      contentType = sniffed;
    }
    await store(piece, seq++);
  };
  for await (const data of stream as AsyncIterable<Buffer>) {
    size += data.length;
    if (size > limit.bytes) throw limit.error();
    digest.update(data);
    pending.push(data);
    pendingBytes += data.length;
    while (pendingBytes >= DOCUMENT_CHUNK_BYTES) {
      const joined = Buffer.concat(pending);
      pending = [joined.subarray(DOCUMENT_CHUNK_BYTES)];
      pendingBytes = joined.length - DOCUMENT_CHUNK_BYTES;
      await flush(joined.subarray(0, DOCUMENT_CHUNK_BYTES));
    }
  }
  if (size === 0) throw new HttpError(400, NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE });
  if (pendingBytes > 0) await flush(Buffer.concat(pending));
  return { contentType, size, sha256: digest.digest("hex") };
}

/**
 * Reads one multipart upload (field `file` plus text fields) and streams the file into `store` as it arrives, with
 * backpressure (`receiveMultipartFile`): 413 past the limit, 415 for a type not on the list.
 */
export async function receiveUpload(
  req: Request,
  limit: UploadLimit,
  store: StoreChunk,
  accepted: AcceptedTypes = portalTypes,
): Promise<ReceivedUpload> {
  const { name, file, fields } = await receiveMultipartFile(
    req,
    limit,
    (stream, fileName) => storeFile(stream, limit, store, accepted, fileName),
    { notMultipart: NOT_MULTIPART_MESSAGE },
  );
  return { name, ...file, fields };
}

/** One file of a multi-file upload, as stored. */
export type StoredPiece = Omit<ReceivedUpload, "fields">;

/**
 * `receiveUpload` for up to `maxFiles` files in fields named `file`, each within `limit` and stored by the chunk
 * writer `storeFor` gives for its place in the body (0, 1, ...); a body of text fields alone is answered with no
 * files (a service ticket's photos, which are optional).
 */
export async function receiveUploads(
  req: Request,
  limit: UploadLimit,
  storeFor: (index: number) => StoreChunk,
  accepted: AcceptedTypes,
  { maxFiles, notMultipart }: { maxFiles: number; notMultipart: string },
): Promise<{ files: StoredPiece[]; fields: Record<string, string> }> {
  let index = 0;
  const { files, fields } = await receiveMultipartFiles(
    req,
    limit,
    (stream, fileName) => storeFile(stream, limit, storeFor(index++), accepted, fileName),
    { notMultipart, maxFiles, optional: true, fieldBytes: 16 * 1024 },
  );
  return { files: files.map(({ name, file }) => ({ name, ...file })), fields };
}

/**
 * `attachment` or `inline` with the name in ASCII and in UTF-8 (RFC 6266). `filename*` takes only RFC 5987's
 * attr-chars, so the quote, parentheses and star encodeURIComponent leaves are percent-encoded too.
 */
export function contentDisposition(kind: "attachment" | "inline", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\%]/g, "_");
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
