/** The maintenance plans' browser-safe face: the due list, a site's plans, the client's plans and their choice of a bought plan's site, and the client's page booking a due visit from its link. */
export { DueVisitsList } from "./due-visits-list.tsx";
export { SitePlans } from "./site-plans.tsx";
export { MyPlans } from "./my-plans.tsx";
export { ChoosePlanSite } from "./choose-plan-site.tsx";
export { PlanPurchasesWaiting } from "./purchases-waiting.tsx";
export { PlanVisitLinkPage, PlanVisitLinkRefused } from "./plan-visit-link-page.tsx";
