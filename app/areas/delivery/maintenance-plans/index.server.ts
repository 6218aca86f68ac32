/** What other features' server code may use of the maintenance plans: their API, job, due list and booking hooks. */
export { maintenancePlansApi } from "./api.server.ts";
export { planHorizonJob } from "./horizon-job.server.ts";
export { dueVisitList } from "./due-list.server.ts";
export { bookPlanVisit, releasePlanVisit, type PlanVisitBooking } from "./plan-visits.server.ts";
export { sitePlansData, listOwnPlans, type SitePlansData, type SitePlanView } from "./plan-views.server.ts";
