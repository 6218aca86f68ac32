import { and, lt, notExists, eq } from "drizzle-orm";
import type { BackgroundJob } from "#server/jobs.ts";
import { documents } from "#app/areas/library/tables.server.ts";
import { ticketPhotos } from "#app/areas/delivery/service-tickets/tables.server.ts";
import { projectDocumentChunks, projectDocuments } from "./tables.server.ts";

/** An upload still being received is younger than this; older chunks without their document are leftovers. */
const UPLOAD_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes chunks whose document (a project's, the library's, or a ticket's photo) never came (the process stopped mid-upload) or is gone (its project was deleted):
 * chunks have no foreign key, as they are written before their document (decision 0065).
 */
export const leftoverChunksJob: BackgroundJob = {
  name: "document-leftover-chunks",
  intervalMs: 60 * 60 * 1000,
  async run(services) {
    await services.db.delete(projectDocumentChunks).where(
      and(
        lt(projectDocumentChunks.createdAt, new Date(Date.now() - UPLOAD_GRACE_MS)),
        notExists(
          services.db
            .select({ id: projectDocuments.id })
            .from(projectDocuments)
            .where(eq(projectDocuments.id, projectDocumentChunks.documentId)),
        ),
        // The library stores its files in the same chunks (decision 0155).
        notExists(
          services.db
            .select({ id: documents.id })
            .from(documents)
            .where(eq(documents.id, projectDocumentChunks.documentId)),
        ),
        // And service tickets' photos (decision 0175).
        notExists(
          services.db
            .select({ id: ticketPhotos.id })
            .from(ticketPhotos)
            .where(eq(ticketPhotos.id, projectDocumentChunks.documentId)),
        ),
      ),
    );
  },
};
