/** The staff home's face for server code: its loader's data. */
export { loadStaffHome } from "./home-cards.server.ts";
