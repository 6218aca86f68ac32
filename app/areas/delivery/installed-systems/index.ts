/** This feature's browser-safe face: the service records' pages, lists and the sections other pages show. */
export { AccountsList } from "./accounts-list.tsx";
export { WarrantyList } from "./warranty-list.tsx";
export { EquipmentList } from "./equipment-list.tsx";
export { ServiceNav } from "./service-nav.tsx";
export { SitePage } from "./site-page.tsx";
export { SystemPage } from "./system-page.tsx";
export { CustomerSites } from "./customer-sites.tsx";
export { MySystems } from "./my-systems.tsx";
export { siteAddressLine } from "./site-address.ts";
export { systemKindLabels } from "./system-values.ts";
