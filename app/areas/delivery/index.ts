/** The delivery area's face for browser-safe code elsewhere: its features' index.ts, name by name. */
export { AccountDashboard, CustomerPanel, CustomerPage } from "./account/index.ts";
export {
  BookingPage,
  ManagePage,
  AppointmentsView,
  CalendarChangesPanel,
  FeedPanel,
  appointmentStatusLabels,
} from "./booking/index.ts";
export {
  ProjectCards,
  MailSettingsForm,
  StaffProjectList,
  ConvertLeadPanel,
  UnreadMessagesCard,
  StaffProject,
  ClientProject,
} from "./portal/index.ts";
export {
  ticketStatuses,
  ticketStatusLabels,
  waitingOn,
  type TicketStatus,
  ticketSla,
  type ActorKind,
  type PausedInterval,
  type SlaBadge,
  type SlaTicket,
  type TargetState,
  type TicketEvent,
  type TicketSla,
  TicketSlaBadge,
  TicketList,
  TicketPage,
} from "./service-tickets/index.ts";
export { ReferralSection, ReferralsList } from "./referrals/index.ts";
export {
  AccountsList,
  WarrantyList,
  EquipmentList,
  ServiceNav,
  SitePage,
  SystemPage,
  CustomerSites,
  MySystems,
  SystemSummary,
  siteAddressLine,
} from "./installed-systems/index.ts";
export { MyDay, TicketWorkSections } from "./service-visits/index.ts";
export { ClaimsDueList, WarrantyClaimsSection } from "./warranty-claims/index.ts";
export {
  DueVisitsList,
  SitePlans,
  MyPlans,
  ChoosePlanSite,
  PlanPurchasesWaiting,
  PlanVisitLinkPage,
  PlanVisitLinkRefused,
} from "./maintenance-plans/index.ts";
export { staffNavigation as deliveryStaffNavigation } from "./staff-navigation.ts";
export {
  ServiceHistory,
  RequestServiceForm,
  ClientTicket,
  OpenTicketForm,
  clientTicketPath,
  requestServicePath,
  openTicketPath,
} from "./service-tickets/index.ts";
export {
  ConnectorForm,
  MonitoringForm,
  ShutoffDaysPage,
  ProductionFileForm,
  ProductionPanel,
  ReadingForm,
  type ProductionView,
} from "./system-production/index.ts";
