import { defineApi, type ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { accountsList } from "./accounts-list.server.ts";
import { equipmentList } from "./equipment-list.server.ts";
import { siteIdOf, systemIdOf } from "./site-scope.server.ts";
import { siteWrites } from "./site-writes.server.ts";
import { getSite } from "./sites.server.ts";
import { getSystem } from "./systems.server.ts";
import { warrantyList } from "./warranty-list.server.ts";

/**
 * The service records' JSON API (issue 28 §2). A site or system is read through the reader's site scope: a client's
 * own, a technician's assigned, the office's any; anything else answers 404 like a missing one.
 */
export const serviceSitesApi: ApiRoute[] = [
  defineApi("get", "/api/service/sites/:id", "signedIn", (req) =>
    getSite(req.services, req.user!, siteIdOf(req.params.id)),
  ),
  defineApi("get", "/api/service/systems/:id", "signedIn", (req) =>
    getSystem(req.services, req.user!, systemIdOf(req.params.id)),
  ),
  ...accountsList.api(),
  ...warrantyList.api(),
  ...equipmentList.api(),
  ...siteWrites.map(writeApi),
];
