import type { ApiRoute } from "#server/http/api-route.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { visitWrites } from "./visit-writes.server.ts";

/** Visits and parts: POST /api/service/tickets/:id/visits and /parts, /api/service/visits/:id/{start,notes,complete,reschedule,cancel}. */
export const serviceVisitsApi: ApiRoute[] = visitWrites.map(writeApi);
