import type { Response } from "express";
import { isStaff } from "#server/http/access.ts";
import { createsRecords, defineApi, recordsItself, type ApiRequest, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { rolePolicy } from "#server/settings.ts";
import { forbidden, invalid } from "#server/domain-errors.ts";
import { can, permissionsOf } from "#app/lib/permissions.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import { apiCaller, writeApi } from "#app/lib/write.server.ts";
import { sendStoredFile } from "#app/areas/delivery/portal/index.server.ts";
import { openTicket } from "./open-ticket.server.ts";
import { addPhotos, assertWritableTicket } from "./add-photos.server.ts";
import { discardPhotos, readPhoto, receivePhotos } from "./ticket-photos.server.ts";
import { photoIdOf, ticketIdOf } from "./ticket-scope.server.ts";
import { openTicketSchema } from "./ticket-schemas.ts";
import { openTicketWrite } from "./ticket-writes.server.ts";

/** Photos shown in the browser rather than downloaded: those every browser draws (HEIC is downloaded). */
const photoInlineTypes: ReadonlySet<string> = new Set(["image/jpeg", "image/png", "image/webp"]);
const NO_PHOTO_MESSAGE = "Please choose a photo";

/**
 * Opening a ticket with photos: who may open one is settled before the body is read; the photos are stored as they
 * arrive, then the ticket, its photos and the audit row are written in one transaction (the one `openTicketWrite`
 * records through the kit). On any refusal the photos' bytes are deleted.
 */
async function openWithPhotos(req: ApiRequest, res: Response) {
  const caller = apiCaller(req);
  const { db } = req.services;
  const policy = await rolePolicy(req.services);
  if (isStaff(caller.user) && !can(permissionsOf(caller.user.userType, policy), "write:ticket:any")) {
    throw forbidden("Only the office opens service tickets for customers");
  }
  const { photos, fields } = await receivePhotos(db, req);
  try {
    const input = parseInput(openTicketSchema, fields);
    const opened = await db.transaction(async (tx) => {
      const ticket = await openTicket(tx, { user: caller.user, policy, services: caller.services }, input, photos);
      await recordOwnWrite(tx, caller, {
        action: "ticket.open",
        entity: "ticket",
        entityId: ticket.id,
        after: { ...input, id: ticket.id, photos: photos.map((photo) => photo.name) },
      });
      return ticket;
    });
    res.status(201).json(opened);
  } catch (error) {
    await discardPhotos(db, photos);
    throw error;
  }
}

/** The write's route, which also takes the form's multipart body with photos. */
function openTicketRoute(): ApiRoute {
  const route = writeApi(openTicketWrite);
  return {
    ...route,
    handler: (req, res) => (req.is("multipart/form-data") ? openWithPhotos(req, res) : route.handler(req, res)),
  };
}

/**
 * The service tickets' intake API (issue 28 §3): opening a ticket (JSON, or multipart with photos), adding photos
 * later, reading a photo. A ticket outside the caller's reach answers 404 like a missing one.
 */
export const ticketIntakeApi: ApiRoute[] = [
  openTicketRoute(),
  createsRecords(
    recordsItself(
      defineApi("post", "/api/service/tickets/:id/photos", "signedIn", async (req, res) => {
        const ticketId = ticketIdOf(req.params.id);
        const caller = apiCaller(req);
        const { db } = req.services;
        const policy = await rolePolicy(req.services);
        // Checked before the body is read: nobody's bytes are taken for a ticket they may not change.
        await assertWritableTicket(db, caller.user, policy, ticketId);
        const { photos } = await receivePhotos(db, req);
        if (photos.length === 0) throw invalid(NO_PHOTO_MESSAGE, { file: NO_PHOTO_MESSAGE });
        try {
          res.status(201).json(await addPhotos(caller, policy, ticketId, photos));
        } catch (error) {
          await discardPhotos(db, photos);
          throw error;
        }
      }),
    ),
  ),
  defineApi("get", "/api/service/tickets/:id/photos/:photoId", "signedIn", async (req, res) => {
    const { db } = req.services;
    const photo = await readPhoto(
      db,
      req.user!,
      await rolePolicy(req.services),
      ticketIdOf(req.params.id),
      photoIdOf(req.params.photoId),
    );
    await sendStoredFile(db, photo, res, "inline", photoInlineTypes);
  }),
];
