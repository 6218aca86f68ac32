/** This feature's browser-safe face. */
export { LeadDetail } from "./lead-detail.tsx";
export { AdminWorkSummary } from "./admin-work-summary.tsx";
export { LeadsInbox } from "./leads-inbox.tsx";
export { MyTasks } from "./my-tasks.tsx";
export { leadActivityKinds, leadStatuses, leadStatusLabels, type LeadStatus } from "./pipeline.ts";
export { statusChangeSchema } from "./pipeline-schemas.ts";
export { dealSchema } from "./deal-schema.ts";
export { LeadStatusBadge } from "./lead-status-badge.tsx";
export { LeadActivityForm } from "./lead-activity-form.tsx";
export { describeLeadActivity } from "./activity-description.ts";
