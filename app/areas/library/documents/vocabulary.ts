import { labelledValues } from "#app/lib/labelled-values.ts";

/** What a library document is about (issue 31 §1). */
export const { values: libraryCategories, labels: libraryCategoryLabels } = labelledValues({
  warranty: "Warranty",
  manual: "Manual",
  datasheet: "Datasheet",
  incentive: "Incentive",
  utility: "Utility",
  permitting: "Permitting",
  policy: "Policy",
  other: "Other",
});
export type LibraryCategory = (typeof libraryCategories)[number];

/** Who may read a library document: anyone, signed-in clients and staff, or staff only (decision 0157). */
export const { values: audiences, labels: audienceLabels } = labelledValues({
  public: "Everyone (public)",
  clients: "Clients and staff",
  staff: "Staff only",
});
export type Audience = (typeof audiences)[number];

/**
 * The types the library extracts text from, sniffed from the bytes (PDF, Word) or checked to be UTF-8 text and named
 * by the file's extension (Markdown, plain text), never taken from the browser's header.
 */
export const { values: libraryFileTypes, labels: libraryFileTypeLabels } = labelledValues({
  "application/pdf": "PDF",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "Word document",
  "text/markdown": "Markdown",
  "text/plain": "Plain text",
});
export type LibraryFileType = (typeof libraryFileTypes)[number];
