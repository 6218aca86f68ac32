/** Server-only faces of this feature for routes and other areas. */
export { loadHomePage } from "./home-data.server.ts";
