import type { Response } from "express";
import { isStaff } from "#server/http/access.ts";
import { createsRecords, defineApi, type ApiRequest, type ApiRoute } from "#server/http/api-route.ts";
import { parseInput } from "#server/http/errors.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { recordOwnWrite } from "#app/lib/own-write.server.ts";
import { apiCaller, writeApi } from "#app/lib/write.server.ts";
import { sendDocument } from "./document-download.server.ts";
import { DOCUMENT_NOT_FOUND, storeDocument } from "./documents.server.ts";
import { readThread } from "./messages.server.ts";
import { projectList } from "./project-list.server.ts";
import { getProjectDetail, listOwnProjects } from "./project-queries.server.ts";
import { projectIdOf, sideOf } from "./project-scope.server.ts";
import { documentFieldsSchemas, mailSettingsSchema } from "./project-schemas.ts";
import { saveMailSettings } from "./client-notices.server.ts";
import { clientProjectWrites, convertLeadWrite, createProjectWrite, projectWrites } from "./project-writes.server.ts";

const sendTo = (req: ApiRequest, res: Response, disposition: "attachment" | "inline") =>
  sendDocument(
    req.services.db,
    req.user!,
    {
      projectId: projectIdOf(req.params.projectId),
      documentId: recordId(req.params.documentId, DOCUMENT_NOT_FOUND),
    },
    res,
    disposition,
  );

/**
 * The portal's JSON API. Every project route is for signed-in users and reads through a query scoped to the
 * project's client (or an admin), so another client's ids answer 404 like missing ones.
 */
export const portalApi: ApiRoute[] = [
  defineApi("get", "/api/projects", "signedIn", async (req) =>
    isStaff(req.user)
      ? projectList.page(req.services, req.user, projectList.parseQuery(req.query))
      : { items: await listOwnProjects(req.services.db, req.user!) },
  ),
  defineApi("get", "/api/projects/:projectId", "signedIn", (req) =>
    getProjectDetail(req.services.db, req.user!, projectIdOf(req.params.projectId)),
  ),
  defineApi("get", "/api/projects/:projectId/messages", "signedIn", async (req) => ({
    items: await readThread(req.services.db, req.user!, projectIdOf(req.params.projectId)),
  })),
  createsRecords(
    defineApi("post", "/api/projects/:projectId/documents", "signedIn", async (req, res) => {
      const projectId = projectIdOf(req.params.projectId);
      const readFields = (fields: Record<string, string>) =>
        parseInput(documentFieldsSchemas[sideOf(req.user!)], fields);
      res.status(201).json(await storeDocument(apiCaller(req), projectId, req, readFields));
    }),
  ),
  defineApi("get", "/api/projects/:projectId/documents/:documentId", "signedIn", (req, res) =>
    sendTo(req, res, "attachment"),
  ),
  defineApi("get", "/api/projects/:projectId/documents/:documentId/view", "signedIn", (req, res) =>
    sendTo(req, res, "inline"),
  ),
  defineApi("post", "/api/user/project-mail-settings", "signedIn", (req) => {
    const settings = parseInput(mailSettingsSchema, req.body);
    const caller = apiCaller(req);
    return req.services.db.transaction(async (tx) => {
      await recordOwnWrite(tx, caller, {
        action: "account.mail-settings",
        entity: "user",
        entityId: caller.user.id,
        after: settings,
      });
      return saveMailSettings(tx, caller.user.id, settings);
    });
  }),
  ...[...projectWrites, createProjectWrite, convertLeadWrite, ...clientProjectWrites].map(writeApi),
];
