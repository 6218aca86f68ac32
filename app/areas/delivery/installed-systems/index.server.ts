/** What other features' server code may use of the service records: registration, the lists, the pages' data. */
export { registerCompletedInstallation } from "./registration.server.ts";
export { serviceSitesApi } from "./api.server.ts";
export { accountsList } from "./accounts-list.server.ts";
export { warrantyList } from "./warranty-list.server.ts";
export { equipmentList } from "./equipment-list.server.ts";
export { sitePageData, systemPageData } from "./service-pages.server.ts";
export { sitesOfCustomer, listOwnSystems, type SiteSummary } from "./customer-sites.server.ts";
export { addressOf, systemsOfSites, type SystemView } from "./sites.server.ts";
export { seesAccessNotes } from "./site-scope.server.ts";
export { siteScope, systemIdOf, systemNotFound, SYSTEM_NOT_FOUND } from "./site-scope.server.ts";
export { installedKw, type InstalledKw } from "./install-analytics.server.ts";
