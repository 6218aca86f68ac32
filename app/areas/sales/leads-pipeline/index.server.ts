/** The leads pipeline's face for the server: its JSON API, writes and queries. */
export { leadsPipelineApi } from "./api.server.ts";
export { addLeadActivity } from "./lead-activity.server.ts";
export type { LeadActivityDetails } from "./pipeline.ts";
export { assignableStaffFor, listAssignableStaff } from "./lead-queries.server.ts";
export { customerActivityWrite, leadWrites } from "./lead-writes.server.ts";
export { getLead, LEAD_NOT_FOUND } from "./lead-queries.server.ts";
export { loadAdminWorkSummary } from "./work-summary.server.ts";
export { leadList } from "./lead-list.server.ts";
export { taskList } from "./task-list.server.ts";
export { leadScope, seesAmounts } from "./lead-scope.server.ts";
export { searchCondition } from "./lead-filters.server.ts";
export {
  leadArrivals,
  leadArrivalTotals,
  leadFunnel,
  funnelSteps,
  wonDeals,
  speedToLead,
  type SpeedToLead,
  type LeadArrivals,
  type LeadFunnel,
  type WonDealsRow,
} from "./lead-analytics.server.ts";
export { changeStatus } from "./pipeline.server.ts";
export { leadWorker, type LeadWorker } from "./lead-scope.server.ts";
