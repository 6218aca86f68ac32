import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import busboy from "busboy";
import type { Request } from "express";
import { fileTypeFromBuffer } from "file-type";
import { HttpError } from "#server/http/errors.ts";
import { isDocumentType } from "./document-types.ts";

/** The largest document the portal accepts. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
/** A document is stored and sent in pieces of this size: small enough that one piece never holds the event loop. */
export const DOCUMENT_CHUNK_BYTES = 256 * 1024;
/** Room for the multipart framing and the text fields around the file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const TOO_LARGE_MESSAGE = "The file is larger than 20 MB";
export const UNSUPPORTED_TYPE_MESSAGE =
  "Only PDF, JPEG, PNG, WebP and HEIC files and office documents (Word, Excel, PowerPoint, OpenDocument) can be uploaded";
const NO_FILE_MESSAGE = "Please choose a file";
const ONE_FILE_MESSAGE = "Send one file, in the field named file";
const NOT_MULTIPART_MESSAGE = "Send the document as multipart/form-data with a file field named file";
const UNREADABLE_MESSAGE = "The upload could not be read: it ended before the file was complete";

/** The most a file may hold, and the answer when it holds more (the file limit, or a quota's). */
export interface UploadLimit {
  bytes: number;
  error: () => HttpError;
}

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

export const tooLarge = () =>
  new HttpError(413, TOO_LARGE_MESSAGE, { file: TOO_LARGE_MESSAGE }, { Connection: "close" });

const unreadable = () => new HttpError(400, UNREADABLE_MESSAGE, { file: UNREADABLE_MESSAGE });

/** Bidirectional overrides and isolates, and the marks, which can make `exe.pdf` read as `fdp.exe`. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name fit for storing and a Content-Disposition: no path, no control, bidi or quote characters. */
export function cleanName(raw: string | undefined): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(BIDI_CONTROLS, "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"]/g, "_")
    .trim()
    .slice(0, 200);
  return clean || "document";
}

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
 * Reads one multipart upload (field `file` plus text fields) with busboy and streams the file into `store` as it
 * arrives, with backpressure: nothing holds the whole file. Every failure of the socket, the parser or the file
 * stream is an HttpError (400 for a broken body, 413 past the limit, 415 for a type not on the list); it is thrown
 * only once `store` is no longer being called, so the caller can delete what was stored.
 */
export async function receiveUpload(
  req: Request,
  limit: UploadLimit,
  store: StoreChunk,
  accepted: AcceptedTypes = portalTypes,
): Promise<ReceivedUpload> {
  if (!req.is("multipart/form-data")) throw new HttpError(415, NOT_MULTIPART_MESSAGE, { file: NOT_MULTIPART_MESSAGE });
  const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity") throw new HttpError(415, "Unsupported content encoding");
  if (Number(req.get("content-length") ?? 0) > limit.bytes + MULTIPART_OVERHEAD_BYTES) throw limit.error();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { fileSize: limit.bytes + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
    });
  } catch {
    throw new HttpError(400, NOT_MULTIPART_MESSAGE, { file: NOT_MULTIPART_MESSAGE });
  }
  const fields: Record<string, string> = {};
  let fileStream: Readable | null = null;
  let storing: Promise<{ name: string; contentType: string; size: number; sha256: string }> | null = null;
  let settled = false;
  const received = new Promise<ReceivedUpload>((resolve, reject) => {
    const fail = (error: HttpError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Stop reading: the rest of the body is never taken off the socket.
      req.pause();
      fileStream?.destroy();
      reject(error);
    };
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      // A stream busboy ends with an error must have a listener, or the error stops the process.
      stream.on("error", () => fail(unreadable()));
      if (name !== "file") return fail(new HttpError(400, ONE_FILE_MESSAGE, { file: ONE_FILE_MESSAGE }));
      fileStream = stream;
      const filename = cleanName(info.filename);
      storing = storeFile(stream, limit, store, accepted, filename).then((file) => ({ name: filename, ...file }));
      storing.catch((error: unknown) => fail(error instanceof HttpError ? error : unreadable()));
    });
    parser.on("filesLimit", () => fail(new HttpError(400, ONE_FILE_MESSAGE, { file: ONE_FILE_MESSAGE })));
    parser.on("error", () => fail(unreadable()));
    parser.on("close", () => {
      if (!storing) return fail(new HttpError(400, NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE }));
      storing.then(
        (file) => {
          if (settled) return;
          settled = true;
          resolve({ ...file, fields });
        },
        () => {},
      );
    });
    req.on("error", () => fail(unreadable()));
    req.on("close", () => {
      if (!req.complete) fail(unreadable());
    });
    req.pipe(parser);
  });
  try {
    return await received;
  } catch (error) {
    await (storing as Promise<unknown> | null)?.catch(() => {});
    throw error;
  }
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
