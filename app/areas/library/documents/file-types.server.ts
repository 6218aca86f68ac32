import { fileTypeFromBuffer } from "file-type";
import type { AcceptedTypes } from "#app/areas/delivery/index.server.ts";
import type { LibraryFileType } from "./vocabulary.ts";

export const LIBRARY_TYPE_MESSAGE = "Only PDF, Word (.docx), Markdown (.md) and plain text (.txt) files can be added";

const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** UTF-8 without NUL or other binary control bytes (a piece may end inside a character: `stream` allows that). */
function isText(bytes: Buffer): boolean {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: true });
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000e-\u001f]/.test(text);
  } catch {
    return false;
  }
}

/**
 * The library's accepted types, by the file's first bytes as the portal sniffs them: PDF and Word by their magic,
 * and text, which has none, by being UTF-8 text; a text file named `.md` or `.markdown` is Markdown.
 */
export const libraryTypes: AcceptedTypes = {
  async sniff(firstPiece, fileName): Promise<LibraryFileType | null> {
    const sniffed = await fileTypeFromBuffer(firstPiece);
    if (sniffed) return sniffed.mime === "application/pdf" || sniffed.mime === DOCX ? sniffed.mime : null;
    if (!isText(firstPiece)) return null;
    return /\.(md|markdown)$/i.test(fileName) ? "text/markdown" : "text/plain";
  },
  message: LIBRARY_TYPE_MESSAGE,
};
