/** Server-only faces of this feature for routes and other areas. */
export { loadServicePage } from "./service-data.server.ts";
export { serviceForPath } from "./service-lookup.server.ts";
