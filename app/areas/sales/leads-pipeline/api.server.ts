import type { ApiRoute } from "#server/http/api-route.ts";
import { defineApi } from "#server/http/api-route.ts";
import { listApis } from "#app/lib/staff-list-api.server.ts";
import { recordId } from "#app/lib/record-id.server.ts";
import { writeApi } from "#app/lib/write.server.ts";
import { leadListQuerySchema } from "./lead-list-query.server.ts";
import { getLead, LEAD_NOT_FOUND, leadExportBatches, leadFieldColumns, listLeads } from "./lead-queries.server.ts";
import { leadWrites } from "./lead-writes.server.ts";

/** The CSV's columns: every stored field of a lead, then its assignee's name. */
const leadCsvColumns = [
  ...(Object.keys(leadFieldColumns) as (keyof typeof leadFieldColumns)[]),
  "assigneeName" as const,
];

/** The pipeline's JSON API: every route admin-only. */
export const leadsPipelineApi: ApiRoute[] = [
  ...listApis("/api/admin/leads", "read:lead:any", leadListQuerySchema, listLeads, {
    columns: leadCsvColumns,
    batches: leadExportBatches,
  }),
  defineApi("get", "/api/admin/leads/:id", "read:lead:any", (req) =>
    getLead(req.services.db, recordId(req.params.id, LEAD_NOT_FOUND)),
  ),
  ...leadWrites.map(writeApi),
];
