import { describe, expect, it } from "vitest";
import { textPdf } from "#tests/support/text-pdf.ts";
import { extractSections, NO_TEXT_MESSAGE, UNREADABLE_FILE_MESSAGE } from "./extract.server.ts";

describe("extraction", () => {
  it("reads a PDF page by page in plain Node", async () => {
    const pdf = textPdf([["First page SE7600H-US"], ["Second (page)"]]);
    expect(await extractSections(pdf, "application/pdf")).toEqual({
      pages: 2,
      sections: [
        { headings: [], page: 1, text: "First page SE7600H-US" },
        { headings: [], page: 2, text: "Second (page)" },
      ],
    });
  });

  it("refuses a broken PDF and a file without text as field errors", async () => {
    await expect(extractSections(Buffer.from("%PDF-1.4 broken"), "application/pdf")).rejects.toMatchObject({
      kind: "invalid",
      errors: { file: UNREADABLE_FILE_MESSAGE },
    });
    await expect(extractSections(Buffer.from("  \n "), "text/plain")).rejects.toMatchObject({
      errors: { file: NO_TEXT_MESSAGE },
    });
  });
});
