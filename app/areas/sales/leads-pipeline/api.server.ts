import type { ApiRoute } from "#server/http/api-route.ts";
import { defineApi } from "#server/http/api-route.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { leadList } from "./lead-list.server.ts";
import { getLead, LEAD_NOT_FOUND } from "./lead-queries.server.ts";
import { customerActivityWrite, leadWrites } from "./lead-writes.server.ts";
import { taskList } from "./task-list.server.ts";

/** The pipeline's JSON API: every route for those who work leads, each lead within the caller's scope. */
export const leadsPipelineApi: ApiRoute[] = [
  ...leadList.api(),
  ...taskList.api(),
  defineApi("get", "/api/admin/leads/:id", "read:lead:own", (req) =>
    getLead(req.services, req.user!, recordId(req.params.id, LEAD_NOT_FOUND)),
  ),
  ...leadWrites.map(writeApi),
  writeApi(customerActivityWrite),
];
