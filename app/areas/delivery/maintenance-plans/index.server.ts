import { addVisitHooks } from "#app/areas/delivery/service-visits/index.server.ts";
import { planVisitHooks } from "./plan-visit-hooks.server.ts";

/** What other features' server code may use of the maintenance plans: their API, job, due list and plan views. */
export { maintenancePlansApi } from "./api.server.ts";
export { planHorizonJob } from "./horizon-job.server.ts";
export { planRenewalRemindersJob } from "./renewal-reminders.server.ts";
export { dueVisitList, dueVisitsPageData } from "./due-list.server.ts";
export { sitePlansData, listOwnPlans, type SitePlansData, type SitePlanView } from "./plan-views.server.ts";

// A plan visit follows the crew-calendar visit booked for it; service visits import no plan (decision 0191).
addVisitHooks(planVisitHooks);
