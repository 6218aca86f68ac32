/** The maintenance plans' browser-safe face: the due list, a site's plans and the client's plans. */
export { DueVisitsList } from "./due-visits-list.tsx";
export { SitePlans } from "./site-plans.tsx";
export { MyPlans } from "./my-plans.tsx";
