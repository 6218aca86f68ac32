/** Server-only faces of this feature for routes and other areas. */
export { loadTeamPage } from "./company-data.server.ts";
export { loadContactPage } from "./company-data.server.ts";
export { loadAboutPage } from "./company-data.server.ts";
