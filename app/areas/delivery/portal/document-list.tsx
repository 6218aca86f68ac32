import { documentCategoryLabels } from "#app/content/project-stages.ts";
import { formatOfficeDate } from "#app/lib/office-time.ts";
import { EmptyState } from "#app/ui/empty-state.tsx";
import { Panel } from "#app/ui/panel.tsx";
import { DocumentUploadForm } from "./document-upload-form.tsx";
import { documentSizeText, documentTypeLabel, inlineTypes } from "./document-types.ts";
import type { ProjectDocument } from "./project-queries.server.ts";
import { recordLinkClass } from "#app/ui/text-link.ts";

/**
 * A project's documents, newest first, each with a download link (the file, never cached), and for PDFs and images
 * a link that shows it in a new tab (sandboxed).
 */
export function DocumentList({ projectId, documents }: { projectId: string; documents: readonly ProjectDocument[] }) {
  if (documents.length === 0) return <EmptyState>No documents yet.</EmptyState>;
  return (
    <ul aria-label="Documents" className="grid gap-2">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="grid">
            <a
              href={`/api/projects/${projectId}/documents/${document.id}`}
              download
              className={`${recordLinkClass} break-all`}
            >
              {document.name}
            </a>
            {inlineTypes.has(document.contentType) ? (
              <a
                href={`/api/projects/${projectId}/documents/${document.id}/view`}
                target="_blank"
                rel="noopener noreferrer"
                className={`${recordLinkClass} w-fit text-xs`}
                aria-label={`View ${document.name} in a new tab`}
              >
                View
              </a>
            ) : null}
            <span className="text-xs text-slate-700 dark:text-slate-300">
              {documentCategoryLabels[document.category]} · {documentTypeLabel(document.contentType)} ·{" "}
              {documentSizeText(document.size)} ·{" "}
              {document.uploadedBySide === "staff" ? "from our team" : "from the client"}
              {document.uploadedByName ? ` (${document.uploadedByName})` : ""} · {formatOfficeDate(document.createdAt)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The project page's documents: the list and the upload form, for the client's side or staff's. */
export function DocumentsPanel({
  projectId,
  documents,
  side,
}: {
  projectId: string;
  documents: readonly ProjectDocument[];
  side: "client" | "staff";
}) {
  return (
    <Panel title="Documents">
      <div className="grid gap-4">
        <DocumentList projectId={projectId} documents={documents} />
        <DocumentUploadForm projectId={projectId} side={side} />
      </div>
    </Panel>
  );
}
