/** The delivery area's face for server code elsewhere: its features' index.server.ts, name by name. */
export {
  loadAccountDashboard,
  customerOfLead,
  customerForStaff,
  customerPageData,
  type CustomerRecords,
  accountApi,
} from "./account/index.server.ts";
export {
  bookingApi,
  manageAction,
  manageLoader,
  bookingRemindersJob,
  calendarAdminApi,
  appointmentsPageAction,
  appointmentsPageData,
  listAppointmentsForUser,
  type AppointmentSummary,
} from "./booking/index.server.ts";
export {
  portalApi,
  officeToday,
  listOwnProjects,
  unreadMessageCount,
  type ProjectSummary,
  unreadMessageMailJob,
  leftoverChunksJob,
  readMailSettings,
  projectList,
  projectIdForLead,
  convertLeadWrite,
  createProjectWrite,
  loadUnreadInbox,
  setPasswordPageAction,
  setPasswordPageData,
  staffProjectAction,
  loadProjectPage,
  clientProjectAction,
  receiveUpload,
  tooLarge,
  MAX_DOCUMENT_BYTES,
  DOCUMENT_CHUNK_BYTES,
  type AcceptedTypes,
  documentChunks,
  sendStoredFile,
  type StoredFile,
  projectStaffView,
} from "./portal/index.server.ts";
export {
  referralList,
  markRewardPaidWrite,
  referralsApi,
  rewardReferralOnFinalStage,
  customerReferrals,
  type CustomerReferrals,
} from "./referrals/index.server.ts";
export {
  registerCompletedInstallation,
  serviceSitesApi,
  accountsList,
  warrantyList,
  equipmentList,
  sitePageData,
  systemPageData,
  sitesOfCustomer,
  listOwnSystems,
  type SiteSummary,
} from "./installed-systems/index.server.ts";
export { appendTicketEvents, type NewTicketEvent } from "./service-tickets/index.server.ts";
export { warrantyClaimsApi, claimsDueList, ticketClaims, type TicketClaims } from "./warranty-claims/index.server.ts";
export { deliveryArea } from "./area.server.ts";
