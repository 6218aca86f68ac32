import { randomUUID } from "node:crypto";
import type { Request } from "express";
import { and, count, eq, inArray } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import type { Database } from "#server/db/client.ts";
import { bytesParameter } from "#server/db/base64-bytes.ts";
import { HttpError } from "#server/http/errors.ts";
import type { SessionUser } from "#server/http/access.ts";
import type { RolePolicy } from "#app/lib/permissions.ts";
import { receiveUploads, type AcceptedTypes, type StoredPiece } from "#app/areas/delivery/portal/index.server.ts";
import { projectDocumentChunks } from "#app/areas/delivery/portal/tables.server.ts";
import { PHOTO_NOT_FOUND, ticketScope } from "./ticket-scope.server.ts";
import type { NewTicketEvent } from "./ticket-events.server.ts";
import { serviceTickets, ticketPhotos } from "./tables.server.ts";
import { conflict, notFound } from "#server/domain-errors.ts";

/** A photo may be as large as a portal document: a phone's full-size picture fits several times over. */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;
/** Photos sent at once (the request form's, a technician's batch). */
export const MAX_PHOTOS_PER_REQUEST = 6;
/** Photos a ticket holds in all: enough for a job's before and after, few enough that no ticket becomes a store. */
export const MAX_PHOTOS_PER_TICKET = 30;

export const PHOTO_TOO_LARGE_MESSAGE = "A photo may be at most 20 MB";
export const PHOTO_TYPE_MESSAGE = "Only photos can be attached: JPEG, PNG, WebP or HEIC";
export const TOO_MANY_PHOTOS_MESSAGE = `A ticket holds at most ${MAX_PHOTOS_PER_TICKET} photos`;
const NOT_MULTIPART_MESSAGE = "Send the photos as multipart/form-data, each in a field named file";

const PHOTO_TYPES: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "image/webp", "image/heic", "image/heif"]);

/** Which files a ticket takes: photos, by their bytes (a renamed file is refused). */
const photoTypes: AcceptedTypes = {
  async sniff(firstPiece) {
    const sniffed = await fileTypeFromBuffer(firstPiece);
    return sniffed && PHOTO_TYPES.has(sniffed.mime) ? sniffed.mime : null;
  },
  message: PHOTO_TYPE_MESSAGE,
};

const photoTooLarge = () =>
  new HttpError(413, PHOTO_TOO_LARGE_MESSAGE, { file: PHOTO_TOO_LARGE_MESSAGE }, { Connection: "close" });

export type ReceivedPhoto = StoredPiece & { id: string };

/** Deletes the chunks of photos whose rows were never written (a refusal after their bytes arrived). */
export const discardPhotos = (db: Database, photos: readonly { id: string }[]) =>
  photos.length === 0
    ? Promise.resolve()
    : db.delete(projectDocumentChunks).where(
        inArray(
          projectDocumentChunks.documentId,
          photos.map((photo) => photo.id),
        ),
      );

/**
 * Reads a multipart body's photos (fields named `file`, at most MAX_PHOTOS_PER_REQUEST, each streamed into chunk
 * rows under a new id as it arrives, each chunk written on its own as the portal's documents are) and its text
 * fields. Nothing of a refused body is left behind.
 */
export async function receivePhotos(db: Database, req: Request) {
  const ids: string[] = [];
  try {
    const { files, fields } = await receiveUploads(
      req,
      { bytes: MAX_PHOTO_BYTES, error: photoTooLarge },
      (index) => {
        const id = (ids[index] = randomUUID());
        return async (content, seq) => {
          await db.insert(projectDocumentChunks).values({ documentId: id, seq, content: bytesParameter(content) });
        };
      },
      photoTypes,
      { maxFiles: MAX_PHOTOS_PER_REQUEST, notMultipart: NOT_MULTIPART_MESSAGE },
    );
    const photos: ReceivedPhoto[] = files.map((file, index) => ({ ...file, id: ids[index]! }));
    return { photos, fields };
  } catch (error) {
    await discardPhotos(
      db,
      ids.filter(Boolean).map((id) => ({ id })),
    );
    throw error;
  }
}

/**
 * Writes the rows of photos whose bytes are stored, on a ticket the caller has locked (appendTicketEvents does),
 * and gives the history entry of each; past MAX_PHOTOS_PER_TICKET it refuses them all.
 */
export async function attachPhotos(
  tx: Database,
  ticketId: string,
  photos: readonly ReceivedPhoto[],
  by: Pick<NewTicketEvent, "actorKind" | "actorId">,
): Promise<NewTicketEvent[]> {
  if (photos.length === 0) return [];
  const [held] = await tx.select({ photos: count() }).from(ticketPhotos).where(eq(ticketPhotos.ticketId, ticketId));
  if (held!.photos + photos.length > MAX_PHOTOS_PER_TICKET) {
    throw conflict(TOO_MANY_PHOTOS_MESSAGE, { file: TOO_MANY_PHOTOS_MESSAGE });
  }
  await tx.insert(ticketPhotos).values(
    photos.map((photo) => ({
      id: photo.id,
      ticketId,
      uploadedById: by.actorId ?? null,
      uploadedByKind: by.actorKind,
      name: photo.name,
      contentType: photo.contentType,
      size: photo.size,
      sha256: photo.sha256,
    })),
  );
  return photos.map((photo) => ({ kind: "photo", ...by, note: photo.name }));
}

/** A ticket's photo, only through a ticket the user reads; its bytes are sent by `sendStoredFile`. */
export async function readPhoto(
  db: Database,
  user: SessionUser,
  policy: RolePolicy,
  ticketId: string,
  photoId: string,
) {
  const [photo] = await db
    .select({
      id: ticketPhotos.id,
      name: ticketPhotos.name,
      contentType: ticketPhotos.contentType,
      size: ticketPhotos.size,
    })
    .from(ticketPhotos)
    .innerJoin(serviceTickets, eq(serviceTickets.id, ticketPhotos.ticketId))
    .where(and(eq(ticketPhotos.id, photoId), eq(serviceTickets.id, ticketId), ticketScope(user, policy, "read")));
  if (!photo) throw notFound(PHOTO_NOT_FOUND);
  return photo;
}
