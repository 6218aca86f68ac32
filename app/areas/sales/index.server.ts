/** The sales area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  listLeadsForUser,
  leadsApi,
  storeLead,
  leadForBooking,
  type BookingContact,
  newReference,
} from "./leads/index.server.ts";
export {
  leadsPipelineApi,
  addLeadActivity,
  type LeadActivityDetails,
  listAssignableStaff,
  assignableStaffFor,
  leadWrites,
  customerActivityWrite,
  getLead,
  LEAD_NOT_FOUND,
  loadAdminWorkSummary,
  leadList,
  taskList,
  leadScope,
  changeStatus,
  leadWorker,
  type LeadWorker,
  seesAmounts,
  searchCondition,
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
} from "./leads-pipeline/index.server.ts";
export { crmBoardApi, loadBoard, readBoardQuery } from "./crm-board/index.server.ts";
export { crmApi, customerList, customerScope, duplicatesPageData } from "./crm/index.server.ts";
export { crmImportApi, importLimit, readCsvFile, type CsvFile } from "./crm-import/index.server.ts";
export {
  customerHasLeads,
  leadScoresJob,
  rescoreDueLeads,
  rescoreLead,
  type ScoreTarget,
} from "./lead-scores/index.server.ts";
export { salesArea } from "./area.server.ts";
