/** Server-only faces of this feature for routes and other areas. */
export { loadPortfolioPage } from "./portfolio-data.server.ts";
export { loadProjectPage } from "./portfolio-data.server.ts";
