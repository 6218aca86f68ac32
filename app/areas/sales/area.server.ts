import type { AreaModule } from "#server/area-module.ts";
import { leadsApi } from "./leads/index.server.ts";
import { leadsPipelineApi } from "./leads-pipeline/index.server.ts";
import { crmBoardApi } from "./crm-board/index.server.ts";
import { crmApi } from "./crm/index.server.ts";
import { crmImportApi } from "./crm-import/index.server.ts";
import { leadScoresJob } from "./lead-scores/index.server.ts";

/** Sales: the lead forms (consultation, service request, contact), the leads pipeline staff work in, its board, the CRM and its import. */
export const salesArea: AreaModule = {
  name: "sales",
  apiRoutes: [...leadsApi, ...leadsPipelineApi, ...crmBoardApi, ...crmApi, ...crmImportApi],
  jobs: [leadScoresJob],
};
