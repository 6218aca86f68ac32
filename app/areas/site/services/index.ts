export { ServicePage } from "./service-page.tsx";
export { requestServiceHref } from "./request-link.ts";
export type { ServicePageData } from "./service-data.server.ts";
