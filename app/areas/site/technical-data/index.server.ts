/** Server-only faces of this feature for routes and other areas. */
export { loadTechnicalDataPage } from "./technical-data.server.ts";
