import { createsRecords, defineApi, recordsItself, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { apiCaller } from "#app/lib/write.server.ts";
import { libraryQuerySchema } from "./document-schemas.ts";
import { sendLibraryDocument } from "./download.server.ts";
import {
  deleteDocument,
  LIBRARY_DOCUMENT_NOT_FOUND,
  listDocuments,
  reindexDocument,
  replaceDocument,
  uploadDocument,
} from "./library.server.ts";

const documentIdOf = (value: unknown) => recordId(value, LIBRARY_DOCUMENT_NOT_FOUND);

/**
 * The library's API (issue 31 §2): the office and admins add, replace, re-index and delete documents; staff list
 * them; a document's file goes to whoever its audience includes (visitors: public ones), as the assistant links it.
 */
export const libraryApi: ApiRoute[] = [
  defineApi("get", "/api/documents", "read:document:any", async (req) => ({
    items: await listDocuments(req.services.db, parseInput(libraryQuerySchema, req.query)),
  })),
  // Each write records its own audit row in its transaction (recordOwnWrite): the uploads are streamed, which the
  // write kit cannot declare, and the others share their record's steps with them.
  recordsItself(
    createsRecords(
      defineApi("post", "/api/documents", "write:document:any", async (req, res) => {
        res.status(201).json(await uploadDocument(apiCaller(req), req));
      }),
    ),
  ),
  recordsItself(
    defineApi("post", "/api/documents/:documentId/replace", "write:document:any", (req) =>
      replaceDocument(apiCaller(req), documentIdOf(req.params.documentId), req),
    ),
  ),
  recordsItself(
    defineApi("post", "/api/documents/:documentId/reindex", "write:document:any", (req) =>
      reindexDocument(req.services.db, apiCaller(req), documentIdOf(req.params.documentId)),
    ),
  ),
  recordsItself(
    defineApi("delete", "/api/documents/:documentId", "write:document:any", async (req, res) => {
      await deleteDocument(req.services.db, apiCaller(req), documentIdOf(req.params.documentId));
      res.status(204).end();
    }),
  ),
  defineApi("get", "/api/documents/:documentId/file", "public", (req, res) =>
    sendLibraryDocument(req.services.db, req.user, documentIdOf(req.params.documentId), res, "attachment"),
  ),
  defineApi("get", "/api/documents/:documentId/view", "public", (req, res) =>
    sendLibraryDocument(req.services.db, req.user, documentIdOf(req.params.documentId), res, "inline"),
  ),
];
