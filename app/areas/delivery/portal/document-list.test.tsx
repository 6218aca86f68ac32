import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DocumentList } from "./document-list.tsx";
import type { ProjectDocument } from "./project-queries.server.ts";

const document = (values: Partial<ProjectDocument>): ProjectDocument => ({
  id: "00000000-0000-4000-8000-000000000001",
  createdAt: new Date("2026-11-20T18:00:00Z"),
  name: "permit.pdf",
  category: "permit",
  contentType: "application/pdf",
  size: 2 * 1024 * 1024,
  uploadedBySide: "staff",
  uploadedByName: "Dana Reyes",
  ...values,
});

const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("DocumentList", () => {
  it("says each document's category, type, size, who uploaded it and when", () => {
    const html = renderToString(
      <DocumentList
        projectId="p1"
        documents={[
          document({}),
          document({
            id: "00000000-0000-4000-8000-000000000002",
            name: "bill.docx",
            category: "utility_bill",
            contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
            size: 3_000,
            uploadedBySide: "client",
            uploadedByName: null,
          }),
        ]}
      />,
    );
    const text = textOf(html);
    expect(text).toContain("Permit · PDF · 2 MB · from our team (Dana Reyes) · Nov 20, 2026");
    expect(text).toContain("· Word document · 3 kB · from the client · ");
    // Only PDFs and images are offered for viewing in the page.
    expect(html.match(/\/view"/g)).toHaveLength(1);
  });
});
