import type { AreaModule } from "#server/area-module.ts";
import { leadsApi } from "./leads/index.server.ts";
import { leadsPipelineApi } from "./leads-pipeline/index.server.ts";

/** Sales: the lead forms (consultation, service request, contact) and the leads pipeline staff work in. */
export const salesArea: AreaModule = {
  name: "sales",
  apiRoutes: [...leadsApi, ...leadsPipelineApi],
};
