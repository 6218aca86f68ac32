import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { DomainError, invalid } from "#server/domain-errors.ts";
import { markdownSections } from "./markdown-sections.ts";
import type { Section } from "./passages.ts";
import type { LibraryFileType } from "./vocabulary.ts";

export interface Extracted {
  pages: number;
  sections: Section[];
}

/** A PDF with more pages is refused: no manual the company keeps comes near it, and each page costs time. */
const MAX_PDF_PAGES = 2000;
/** Untrusted files get this long to give up their text. */
const EXTRACT_TIMEOUT_MS = 60_000;

export const UNREADABLE_FILE_MESSAGE = "The file could not be read: is it a complete, unprotected document?";
export const NO_TEXT_MESSAGE =
  "The file has no text to search (a scan without a text layer?): upload a version with text";

const unreadable = () => invalid(UNREADABLE_FILE_MESSAGE, { file: UNREADABLE_FILE_MESSAGE });

/** Page by page with unpdf (PDF.js 5, which never evaluates a font's code): each page's text is its own section, its page number kept. */
async function pdfSections(bytes: Uint8Array): Promise<Extracted> {
  // PDF.js takes a plain Uint8Array (not a Buffer) and may detach it: it gets a copy of its own.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: false });
  try {
    if (pdf.numPages > MAX_PDF_PAGES) {
      const message = `A PDF may have at most ${MAX_PDF_PAGES} pages`;
      throw invalid(message, { file: message });
    }
    const { totalPages, text } = await extractText(pdf, { mergePages: false });
    const sections = text.map((pageText, index) => ({ headings: [], page: index + 1, text: pageText }));
    return { pages: totalPages, sections };
  } finally {
    await pdf.cleanup();
  }
}

/**
 * Word through mammoth (≥ 1.12.2, external files never read: decision 0155) as Markdown-shaped text, so its Heading
 * styles become the heading path. Mammoth's Markdown output is deprecated, so its HTML is reduced here: headings to
 * `#` lines, paragraphs, list items and table cells to lines of their own.
 */
async function docxSections(bytes: Uint8Array): Promise<Extracted> {
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  const markdown = html
    .replace(/<h([1-6])[^>]*>/g, (_, level: string) => `\n\n${"#".repeat(Number(level))} `)
    .replace(/<\/h[1-6]>/g, "\n\n")
    .replace(/<\/(p|li|tr)>/g, "\n\n")
    .replace(/<\/td>/g, " — ")
    .replace(/<[^>]+>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
  return { pages: 1, sections: markdownSections(markdown) };
}

/** Plain text: paragraphs, no headings, no pages. */
const textSections = (text: string): Extracted => ({ pages: 1, sections: [{ headings: [], page: null, text }] });

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable()), EXTRACT_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * A stored file's text as sections, by its sniffed type. A file the extractor cannot read, or one with no text at
 * all, is a field error on `file` (400), never a 500.
 */
export async function extractSections(bytes: Uint8Array, contentType: LibraryFileType): Promise<Extracted> {
  let extracted: Extracted;
  try {
    extracted = await withTimeout(
      contentType === "application/pdf"
        ? pdfSections(bytes)
        : contentType === "text/markdown"
          ? Promise.resolve({ pages: 1, sections: markdownSections(new TextDecoder().decode(bytes)) })
          : contentType === "text/plain"
            ? Promise.resolve(textSections(new TextDecoder().decode(bytes)))
            : docxSections(bytes),
    );
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw unreadable();
  }
  if (!extracted.sections.some((section) => section.text.trim()))
    throw invalid(NO_TEXT_MESSAGE, { file: NO_TEXT_MESSAGE });
  return extracted;
}
