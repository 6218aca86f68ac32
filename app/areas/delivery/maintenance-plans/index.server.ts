import { addVisitHooks } from "#app/areas/delivery/service-visits/index.server.ts";
import { planVisitHooks } from "./plan-visit-hooks.server.ts";

/** What other features' server code may use of the maintenance plans: their API, jobs, due list, plan views and the plans bought in the shop that wait for a site. */
export { maintenancePlansApi } from "./api.server.ts";
export { planHorizonJob } from "./horizon-job.server.ts";
export { planRenewalRemindersJob } from "./renewal-reminders.server.ts";
export { planVisitDueRemindersJob } from "./due-reminders.server.ts";
export { planPurchasesJob } from "./purchase-job.server.ts";
export {
  ownPurchasesWithoutSite,
  purchasesWithoutSite,
  type OwnWaitingPurchase,
  type WaitingPurchase,
} from "./plan-purchases.server.ts";
export { dueVisitList, dueVisitsPageData } from "./due-list.server.ts";
export { planVisitLinkPageData, planVisitLinkAction } from "./plan-visit-link-page.server.ts";
export { sitePlansData, listOwnPlans, type SitePlansData, type SitePlanView } from "./plan-views.server.ts";

// A plan visit follows the crew-calendar visit booked for it; service visits import no plan (decision 0191).
addVisitHooks(planVisitHooks);
