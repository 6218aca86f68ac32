import { formatNumber } from "#app/lib/format.ts";
import { labelledValues } from "#app/lib/labelled-values.ts";

/** What a document's content may be, by its magic bytes (never the name or the browser's header), and what it is called. */
export const { values: documentTypes, labels: documentTypeLabels } = labelledValues({
  "application/pdf": "PDF",
  "image/jpeg": "JPEG image",
  "image/png": "PNG image",
  "image/webp": "WebP image",
  "image/heic": "HEIC image",
  "image/heif": "HEIF image",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": "Excel workbook",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": "PowerPoint presentation",
  "application/vnd.oasis.opendocument.text": "OpenDocument text",
  "application/vnd.oasis.opendocument.spreadsheet": "OpenDocument spreadsheet",
  "application/vnd.oasis.opendocument.presentation": "OpenDocument presentation",
  // Word, Excel and PowerPoint before 2007 share one container format.
  "application/x-cfb": "Office document (before 2007)",
});

const acceptedTypes: ReadonlySet<string> = new Set(documentTypes);
export const isDocumentType = (mime: string): mime is (typeof documentTypes)[number] => acceptedTypes.has(mime);

/** A stored document's type as people read it; a type no longer accepted is shown as it is stored. */
export const documentTypeLabel = (contentType: string): string =>
  isDocumentType(contentType) ? documentTypeLabels[contentType] : contentType;

/**
 * Types a browser may show in the page, on the sandboxed `/view` path; everything else is only ever downloaded.
 * HEIC is left out: most browsers cannot show it.
 */
export const inlineTypes: ReadonlySet<string> = new Set(["application/pdf", "image/jpeg", "image/png", "image/webp"]);

/** A size as people read it: "1.5 MB", "12 kB". */
export const documentSizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${formatNumber(bytes / (1024 * 1024), 1)} MB` : `${formatNumber(Math.ceil(bytes / 1024))} kB`;
