import type { Readable } from "node:stream";
import busboy from "busboy";
import type { Request } from "express";
import { HttpError } from "./errors.ts";

/** Room for the multipart framing and the text fields around the file, beyond the text fields' own limit. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** The longest a text field sent with a file may be, unless the route says more. */
const FIELD_BYTES = 1024;

const NO_FILE_MESSAGE = "Please choose a file";
const ONE_FILE_MESSAGE = "Send one file, in the field named file";
const UNREADABLE_MESSAGE = "The upload could not be read: it ended before the file was complete";

/** The most a file may hold, and the answer when it holds more (the file limit, or a quota's). */
export interface UploadLimit {
  bytes: number;
  error: () => HttpError;
}

/** A multipart body's one file (as its reader made it), its cleaned name, and the text fields sent with it. */
export interface ReceivedFile<File> {
  name: string;
  file: File;
  fields: Record<string, string>;
}

/** Reads the file's stream as it arrives (backpressure: the body is read as fast as this reads); throws to refuse it. */
export type FileReader<File> = (stream: Readable, fileName: string) => Promise<File>;

const unreadable = () => new HttpError(400, UNREADABLE_MESSAGE, { file: UNREADABLE_MESSAGE });

/** Bidirectional overrides and isolates, and the marks, which can make `exe.pdf` read as `fdp.exe`. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** A file name fit for storing and a Content-Disposition: no path, no control, bidi or quote characters. */
export function cleanName(raw: string | undefined, fallback = "document"): string {
  const base = (raw ?? "").split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(BIDI_CONTROLS, "")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f"]/g, "_")
    .trim()
    .slice(0, 200);
  return clean || fallback;
}

/** A multipart body's files (each as its reader made it, in the order sent) and the text fields sent with them. */
export interface ReceivedFiles<File> {
  files: { name: string; file: File }[];
  fields: Record<string, string>;
}

/**
 * Reads one multipart upload (field `file` plus text fields) with busboy and hands the file's stream to `read` as it
 * arrives, so nothing holds the whole body. Every failure of the socket, the parser or the file stream is an
 * HttpError (400 for a broken body, 413 past the limit by the declared length, `read`'s own for what it refuses,
 * which wins over the broken stream it leaves);
 * it is thrown only once `read` has finished, so the caller can undo what it wrote. `notMultipart` is the 415's text;
 * `fieldBytes` the longest text field (longer ones arrive cut short, for the route's schema to refuse).
 */
export async function receiveMultipartFile<File>(
  req: Request,
  limit: UploadLimit,
  read: FileReader<File>,
  options: { notMultipart: string; fieldBytes?: number },
): Promise<ReceivedFile<File>> {
  const { files, fields } = await receiveMultipartFiles(req, limit, read, { ...options, maxFiles: 1 });
  return { ...files[0]!, fields };
}

/**
 * `receiveMultipartFile` for a body of up to `maxFiles` files, each in a field named `file` and each within `limit`,
 * read one after the other as they arrive. With `optional`, a body of text fields alone is answered with no files,
 * and a file input left empty (a part with no file name, as a browser sends it) is skipped.
 */
export async function receiveMultipartFiles<File>(
  req: Request,
  limit: UploadLimit,
  read: FileReader<File>,
  {
    notMultipart,
    fieldBytes = FIELD_BYTES,
    maxFiles,
    optional = false,
  }: { notMultipart: string; fieldBytes?: number; maxFiles: number; optional?: boolean },
): Promise<ReceivedFiles<File>> {
  const tooMany = maxFiles === 1 ? ONE_FILE_MESSAGE : `Send at most ${maxFiles} files, each in a field named file`;
  if (!req.is("multipart/form-data")) throw new HttpError(415, notMultipart, { file: notMultipart });
  const encoding = (req.get("content-encoding") ?? "identity").trim().toLowerCase();
  if (encoding !== "identity") throw new HttpError(415, "Unsupported content encoding");
  const framing = MULTIPART_OVERHEAD_BYTES + fieldBytes;
  if (Number(req.get("content-length") ?? 0) > maxFiles * limit.bytes + framing) throw limit.error();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      defParamCharset: "utf8",
      limits: { fileSize: limit.bytes + 1, files: maxFiles, fields: 10, fieldSize: fieldBytes, parts: 11 + maxFiles },
    });
  } catch {
    throw new HttpError(400, notMultipart, { file: notMultipart });
  }
  const fields: Record<string, string> = {};
  let fileStream: Readable | null = null;
  // Each file is read once the one before it is stored: the reader's pieces never overlap in time.
  let reading: Promise<{ name: string; file: File }[]> | null = null;
  let settled = false;
  const received = new Promise<ReceivedFiles<File>>((resolve, reject) => {
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
      if (name !== "file") return fail(new HttpError(400, tooMany, { file: tooMany }));
      if (optional && info.filename === undefined) return void stream.resume();
      fileStream = stream;
      const filename = cleanName(info.filename);
      const before = reading ?? Promise.resolve([]);
      reading = before.then(async (files) => [...files, { name: filename, file: await read(stream, filename) }]);
      reading.catch((error: unknown) => fail(error instanceof HttpError ? error : unreadable()));
    });
    parser.on("filesLimit", () => fail(new HttpError(400, tooMany, { file: tooMany })));
    parser.on("error", () => fail(unreadable()));
    parser.on("close", () => {
      if (!reading && !optional) return fail(new HttpError(400, NO_FILE_MESSAGE, { file: NO_FILE_MESSAGE }));
      (reading ?? Promise.resolve([])).then(
        (files) => {
          if (settled) return;
          settled = true;
          resolve({ files, fields });
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
    // The reader's own refusal (a file past the limit) wins over the broken stream its refusal leaves behind.
    const refusal = await (reading as Promise<unknown> | null)?.then(
      () => null,
      (readError: unknown) => readError,
    );
    throw refusal instanceof HttpError ? refusal : error;
  }
}
